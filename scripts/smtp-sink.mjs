#!/usr/bin/env node
// A small real SMTP server for development and tests: functions send to it through nodemailer,
// people read what arrived at http://127.0.0.1:8025, tests read GET /api/messages.
//   node scripts/smtp-sink.mjs          (or as a module: startSmtpSink())
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export const smtpPort = 2525;
/** Recipients at this domain are refused (451, a temporary failure): tests of the outbox's retries. */
export const rejectedDomain = 'smtp-reject.test';
export const httpPort = 8025;

const escapeHtml = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts both servers; resolves with the in-memory message list and a stop function. */
export async function startSmtpSink({ smtp = smtpPort, http = httpPort, quiet = false } = {}) {
  const messages = [];
  let nextId = 1;

  const smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Sprout SMTP sink',
    onRcptTo(address, session, callback) {
      if (address.address.toLowerCase().endsWith(`@${rejectedDomain}`)) {
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
          responseCode: 451,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          messages.push(message);
          if (!quiet) console.log(`smtp-sink: "${message.subject}" to ${message.to.join(', ')}`);
          callback();
        })
        .catch(callback);
    },
  });

  const httpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${http}`);
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      const list = to ? messages.filter((m) => m.to.includes(to.toLowerCase())) : messages;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(list));
      return;
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    const match = url.pathname.match(/^\/messages\/(\d+)$/);
    if (match) {
      const message = messages.find((m) => m.id === match[1]);
      if (!message) {
        res.writeHead(404).end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(message.html || `<pre>${escapeHtml(message.text)}</pre>`);
      return;
    }
    if (url.pathname === '/') {
      const rows = messages
        .slice()
        .reverse()
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
            `<td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>Sprout mail sink</title>` +
          `<body style="font-family:system-ui;margin:2rem"><h1>Sprout mail sink</h1>` +
          `<p>${messages.length} message(s). Reload to refresh. JSON: <a href="/api/messages">/api/messages</a></p>` +
          `<table cellpadding="6"><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table></body>`,
      );
      return;
    }
    res.writeHead(404).end('Not found');
  });

  await new Promise((resolve, reject) => {
    smtpServer.once('error', reject);
    smtpServer.listen(smtp, '127.0.0.1', resolve);
  });
  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(http, '127.0.0.1', resolve);
  });

  return {
    messages,
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://127.0.0.1:${http}`,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtpServer.close(resolve)),
        new Promise((resolve) => httpServer.close(resolve)),
      ]),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sink = await startSmtpSink();
  console.log(`smtp-sink: SMTP ${sink.smtpUrl}, inbox ${sink.webUrl}`);
  const stop = () => sink.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
