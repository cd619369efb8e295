/**
 * A Firestore timestamp as both SDKs read it back (their `Timestamp` classes fit), for the few
 * fields the server's clock or a TTL policy needs (the profile's
 * acceptance and creation times, log and mail times); everything else stores ISO strings.
 */
export type StoredTimestamp = {
  readonly seconds: number;
  readonly nanoseconds: number;
  toDate(): Date;
  toMillis(): number;
};
