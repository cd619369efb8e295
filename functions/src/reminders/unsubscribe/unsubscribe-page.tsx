import { createHash } from 'node:crypto';

/**
 * The small page the unsubscribe link opens (no sign-in, no app bundle): one heading, a sentence
 * or two, and either the confirm button (a form that POSTs back to the same signed address) or a
 * link to the settings. React escapes every text; the page's CSP allows only its own style sheet
 * (by hash) and a form posting to itself.
 */
export type UnsubscribePageModel = {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  paragraphs: string[];
  /** The confirm button; its form posts RFC 8058's body, so both ways take one code path. */
  button?: string;
  link?: { label: string; href: string };
};

const css = `
:root { color-scheme: light dark; }
body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Arial, 'Noto Sans', sans-serif;
  background: #f3f6f1; color: #1d2a22; line-height: 1.5; }
main { box-sizing: border-box; max-width: 480px; margin: 48px auto; padding: 28px 24px; background: #fff; border-radius: 16px; }
.brand { color: #2f7d4f; font-weight: 700; font-size: 20px; margin: 0 0 16px; }
h1 { font-size: 22px; margin: 0 0 12px; }
button { font: inherit; font-weight: 600; border: 0; border-radius: 999px; padding: 12px 24px; cursor: pointer;
  background: #2f7d4f; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #2f7d4f; outline-offset: 2px; }
a { color: #2f7d4f; font-weight: 600; }
@media (prefers-color-scheme: dark) {
  body { background: #111814; color: #e4ece6; }
  main { background: #1b251f; }
  .brand, a { color: #8fd3aa; }
  button { background: #8fd3aa; color: #10241a; }
}
@media (max-width: 520px) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
`;

/**
 * The CSP source of the page's one style element. Hosting's policy (firebase.json) applies to this
 * page too when it is served through the /unsubscribe rewrite, so it lists the same hash (a test
 * keeps the two equal).
 */
export const unsubscribePageStyleSource = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export function UnsubscribePage({ model }: { model: UnsubscribePageModel }) {
  return (
    <html lang={model.lang} dir={model.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${model.title} · Sprout`}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main>
          <p className="brand">Sprout</p>
          <h1>{model.title}</h1>
          {model.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {model.button === undefined ? null : (
            <form method="post">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit">{model.button}</button>
            </form>
          )}
          {model.link === undefined ? null : (
            <p>
              <a href={model.link.href}>{model.link.label}</a>
            </p>
          )}
        </main>
      </body>
    </html>
  );
}

export async function renderUnsubscribePage(model: UnsubscribePageModel): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!DOCTYPE html>${renderToStaticMarkup(<UnsubscribePage model={model} />)}`;
}
