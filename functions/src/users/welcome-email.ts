import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n';
import type { RenderedMail } from '../mail/mail.types';

/** The welcome e-mail, in the user's language. */
export function renderWelcomeEmail(input: {
  name: string;
  language: string | undefined;
  appUrl: string;
}): RenderedMail {
  const { i18n } = i18nFor(input.language);
  const { name } = input;
  const subject = i18n._(msg`Welcome to Sprout`);
  const greeting = i18n._(msg`Hi ${name},`);
  const intro = i18n._(
    msg`Your Sprout account is ready. Add your child’s height, weight and foot length, and Sprout shows which clothing and shoe sizes fit today and in the coming seasons.`,
  );
  const free = i18n._(
    msg`Sprout is free. It is funded by affiliate links on the products it recommends.`,
  );
  const cta = i18n._(msg`Open Sprout`);
  const signOff = i18n._(msg`Happy growing, the Sprout team`);
  const link = `${input.appUrl}/${input.language ?? 'en-US'}/dashboard`;
  const text = [greeting, '', intro, '', free, '', `${cta}: ${link}`, '', signOff].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1d2a22">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(free)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#2f7d4f;color:#fff;text-decoration:none">${escapeHtml(cta)}</a></p>
<p>${escapeHtml(signOff)}</p>
</body></html>`;
  return { subject, text, html };
}

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
