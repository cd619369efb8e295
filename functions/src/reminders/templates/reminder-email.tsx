import type { CSSProperties } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { EmailBlock, ReminderEmailModel } from './reminder-email.types';

/**
 * The reminder e-mails' HTML: React Email's table-based components with inline styles (what mail
 * clients keep), a 600 px container that shrinks on a phone, and a dark palette for clients that
 * honour `prefers-color-scheme` (the classes below; inline colours are the light default). React
 * escapes every text and attribute, so a child called `<script>` stays text.
 */

type Side = 'left' | 'right';

const palette = {
  page: '#f3f6f1',
  card: '#ffffff',
  inset: '#eef4ec',
  text: '#1d2a22',
  muted: '#5a6b60',
  accent: '#2f7d4f',
  onAccent: '#ffffff',
  rule: '#d9e3d6',
};

// Only for clients that support <style> and the media query (Apple Mail, iOS, Outlook.com, Gmail
// apps); the rest keep the light inline colours, which stay readable in their own dark modes.
// React Email's Body repeats its style on the cell that wraps the e-mail: the page colour is
// that cell's too.
const darkCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .sp-page, .sp-page > table > tbody > tr > td { background-color: #111814 !important; }
  .sp-card { background-color: #1b251f !important; }
  .sp-inset { background-color: #233029 !important; }
  .sp-text { color: #e4ece6 !important; }
  .sp-muted { color: #a9b8ae !important; }
  .sp-link { color: #8fd3aa !important; }
  .sp-button { background-color: #8fd3aa !important; color: #10241a !important; }
  .sp-rule { border-color: #33443a !important; }
}
@media only screen and (max-width: 620px) {
  .sp-card { padding: 20px 16px !important; }
}
`;

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans JP', sans-serif";

const text: CSSProperties = {
  color: palette.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};

export function ReminderEmail({ model }: { model: ReminderEmailModel }) {
  const start: Side = model.dir === 'rtl' ? 'right' : 'left';
  const end: Side = model.dir === 'rtl' ? 'left' : 'right';
  return (
    <Html lang={model.lang} dir={model.dir}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{model.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: darkCss }} />
      </Head>
      <Preview>{model.preview}</Preview>
      <Body
        className="sp-page"
        style={{ backgroundColor: palette.page, margin: 0, padding: '24px 8px', fontFamily: font }}
      >
        <Container
          className="sp-card"
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: palette.card,
            borderRadius: '16px',
            padding: '32px 28px',
          }}
        >
          <Section>
            <Text
              className="sp-link"
              style={{
                ...text,
                color: palette.accent,
                fontSize: '22px',
                fontWeight: 700,
                margin: '0 0 24px',
              }}
            >
              Sprout
            </Text>
            <Text className="sp-text" style={text}>
              {model.greeting}
            </Text>
            {model.blocks.map((block, index) => (
              <Block key={index} block={block} start={start} end={end} />
            ))}
            <Text className="sp-text" style={{ ...text, margin: '24px 0 0' }}>
              {model.signOff}
            </Text>
          </Section>
          <Hr className="sp-rule" style={{ borderColor: palette.rule, margin: '28px 0 16px' }} />
          <Section>
            <Text
              className="sp-muted"
              style={{ ...text, color: palette.muted, fontSize: '13px', lineHeight: '20px' }}
            >
              {model.footer.reason}
            </Text>
            <Text
              className="sp-muted"
              style={{ ...text, color: palette.muted, fontSize: '13px', lineHeight: '20px' }}
            >
              <Link
                className="sp-link"
                href={model.footer.unsubscribe.href}
                style={{ color: palette.accent, textDecoration: 'underline' }}
              >
                {model.footer.unsubscribe.label}
              </Link>
              {' · '}
              <Link
                className="sp-link"
                href={model.footer.settings.href}
                style={{ color: palette.accent, textDecoration: 'underline' }}
              >
                {model.footer.settings.label}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function Block({ block, start, end }: { block: EmailBlock; start: Side; end: Side }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Text
          className="sp-text"
          role="heading"
          aria-level={2}
          style={{ ...text, fontSize: '20px', lineHeight: '28px', fontWeight: 700 }}
        >
          {block.text}
        </Text>
      );
    case 'paragraph':
      return (
        <Text className="sp-text" style={text}>
          {block.text}
        </Text>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 16px' }}>
          <Button
            className="sp-button"
            href={block.link.href}
            style={{
              backgroundColor: palette.accent,
              color: palette.onAccent,
              borderRadius: '999px',
              padding: '12px 24px',
              fontSize: '16px',
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {block.link.label}
          </Button>
        </Section>
      );
    case 'card':
      return (
        <Section
          className="sp-inset"
          style={{
            backgroundColor: palette.inset,
            borderRadius: '12px',
            padding: '16px',
            margin: '0 0 16px',
          }}
        >
          {block.title === undefined ? null : (
            <Text
              className="sp-text"
              role="heading"
              aria-level={3}
              style={{ ...text, fontSize: '18px', fontWeight: 700, margin: '0 0 8px' }}
            >
              {block.title}
            </Text>
          )}
          {block.facts.map((fact) => (
            <Row key={fact.label}>
              <Column
                className="sp-muted"
                style={{ ...text, color: palette.muted, textAlign: start, padding: '4px 0' }}
              >
                {fact.label}
              </Column>
              <Column
                className="sp-text"
                style={{ ...text, fontWeight: 600, textAlign: end, padding: '4px 0' }}
              >
                {fact.value}
              </Column>
            </Row>
          ))}
          {block.note === undefined ? null : (
            <Text className="sp-muted" style={{ ...text, color: palette.muted, margin: '8px 0' }}>
              {block.note}
            </Text>
          )}
          {block.links.map((link) => (
            <Text key={link.href + link.label} style={{ ...text, margin: '8px 0 0' }}>
              <Link
                className="sp-link"
                href={link.href}
                style={{ color: palette.accent, fontWeight: 600, textDecoration: 'underline' }}
              >
                {link.label}
              </Link>
            </Text>
          ))}
        </Section>
      );
  }
}
