// The Cloud CLI ships a Firestore emulator jar without a Main-Class, and firebase-tools runs
// `java -jar $FIRESTORE_EMULATOR_BINARY_PATH`. A tiny jar whose manifest names the main class and
// puts the real jar on its Class-Path bridges the two (PLATFORM.md). Written with no dependency.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const cloudSdkFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const mainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Manifest lines may hold at most 72 bytes; continuation lines start with one space. */
function wrapManifestLine(line) {
  const out = [];
  let rest = line;
  out.push(rest.slice(0, 72));
  rest = rest.slice(72);
  while (rest.length > 0) {
    out.push(` ${rest.slice(0, 71)}`);
    rest = rest.slice(71);
  }
  return out.join('\r\n');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** An uncompressed zip with one entry, fixed timestamp (1980-01-01) so the bytes are reproducible. */
function storedZip(name, data) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(0, 10); // time
  local.writeUInt16LE(0x21, 12); // date 1980-01-01
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(0, 12);
  central.writeUInt16LE(0x21, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(0, 42); // local header offset
  const centralOffset = local.length + nameBytes.length + data.length;
  const centralSize = central.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

/**
 * Writes the wrapper jar when the Cloud CLI's emulator is installed and returns its path;
 * returns undefined elsewhere, so firebase-tools downloads its own emulator.
 */
export function ensureFirestoreWrapperJar(targetPath, realJar = cloudSdkFirestoreJar) {
  if (!existsSync(realJar)) return undefined;
  const manifest = [
    'Manifest-Version: 1.0',
    wrapManifestLine(`Main-Class: ${mainClass}`),
    wrapManifestLine(`Class-Path: ${realJar}`),
    '',
    '',
  ].join('\r\n');
  mkdirSync(dirname(targetPath), { recursive: true });
  writeFileSync(targetPath, storedZip('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8')));
  return targetPath;
}
