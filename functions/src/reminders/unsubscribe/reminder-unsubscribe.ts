import { onRequest, type Request } from 'firebase-functions/v2/https';
import { mixed, object, string } from 'yup';
import { paths, reminderTypes, type ReminderType, type RouteLanguage } from '@sprout/core';
import { appUrl, region, unsubscribeSecret } from '../../config';
import { docRef } from '../../lib/firestore';
import { logs } from '../../logs';
import {
  languageFromHeader,
  unsubscribePageModel,
  type UnsubscribePageState,
} from './unsubscribe-copy';
import { renderUnsubscribePage, unsubscribePageStyleSource } from './unsubscribe-page';
import { signaturePattern, verifyUnsubscribe } from './unsubscribe-signature';

/** The profile switch each reminder type turns off (the same fields as Settings' setReminders). */
const fieldFor = { season: 'emailReminders', birthday: 'birthdayReminders' } as const;

const linkSchema = object({
  uid: string().trim().required().max(128),
  type: mixed<ReminderType>().oneOf(reminderTypes).required(),
  sig: string().required().matches(signaturePattern),
});

/**
 * The reminder e-mails' unsubscribe link (issue 15), without sign-in: the link's HMAC proves
 * which user and which reminder type it is for.
 * - GET (the footer link, or a mail scanner fetching it) only shows a confirm button: scanners
 *   prefetch links, so a GET never changes anything.
 * - POST with `List-Unsubscribe=One-Click` (RFC 8058: the mail client's own button, and the page's
 *   form, which posts the same body) turns that one type off and answers 200.
 * - A link without a valid signature changes nothing: 400 when incomplete, 403 when tampered.
 */
export const reminderUnsubscribe = onRequest(
  { region, secrets: [unsubscribeSecret] },
  async (request, response) => {
    response.set({
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': `default-src 'none'; style-src ${unsubscribePageStyleSource}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    });
    const page = async (
      status: number,
      state: UnsubscribePageState,
      type: ReminderType | null,
      language: RouteLanguage,
    ) => {
      const html = await renderUnsubscribePage(
        unsubscribePageModel(state, type, language, appUrl.value()),
      );
      response.status(status).type('html').send(html);
    };
    const browserLanguage = languageFromHeader(request.get('accept-language'));

    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      response.set('Allow', 'GET, HEAD, POST').status(405).type('text').send('Method Not Allowed');
      return;
    }

    let link: { uid: string; type: ReminderType; sig: string };
    try {
      link = await linkSchema.validate(request.query, { stripUnknown: true });
    } catch {
      logs.unsubscribeRejected('incomplete link');
      await page(400, 'invalid', null, browserLanguage);
      return;
    }
    if (!verifyUnsubscribe(unsubscribeSecret.value(), link.uid, link.type, link.sig)) {
      logs.unsubscribeRejected('bad signature');
      await page(403, 'invalid', null, browserLanguage);
      return;
    }

    const ref = docRef(paths.user(link.uid));
    if (method !== 'POST') {
      const profile = (await ref.get()).data();
      await page(200, 'confirm', link.type, profile?.language ?? browserLanguage);
      return;
    }

    if (!isOneClick(request)) {
      logs.unsubscribeRejected('POST without List-Unsubscribe=One-Click');
      await page(400, 'invalid', null, browserLanguage);
      return;
    }
    try {
      // Only this type's switch; update() fails on a deleted account, which gets no mail anyway.
      await ref.update({ [fieldFor[link.type]]: false });
      logs.reminderUnsubscribed(link.uid, link.type);
    } catch (error) {
      if (!isNotFound(error)) {
        logs.unsubscribeFailed(link.uid, error);
        await page(500, 'error', null, browserLanguage);
        return;
      }
    }
    const profile = (await ref.get()).data();
    await page(200, 'done', link.type, profile?.language ?? browserLanguage);
  },
);

/**
 * RFC 8058's body. Mail providers post it form-encoded (parsed into `body`) or as multipart form
 * data (left raw), so both are read.
 */
function isOneClick(request: Request): boolean {
  const body: unknown = request.body;
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) {
    if ((body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click') return true;
  }
  const raw = request.rawBody?.toString('utf8') ?? '';
  return (
    /(^|&)List-Unsubscribe=One-Click(&|$)/.test(raw.trim()) ||
    /name="?List-Unsubscribe"?\r?\n\r?\nOne-Click\r?\n/.test(raw)
  );
}

function isNotFound(error: unknown) {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 5;
}
