import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'preact-render-to-string';
import type { CSSProperties } from 'react';
import { type Block, hasWords, type Inline, type MailContent, renderText } from './content';
import { MAIL_COLOURS as C, MAIL_FONT, MAIL_FOOTER, MAIL_MONO, MAIL_WIDTH } from './theme';

// The HTML part of every e-mail the club sends, from React Email's components (tables and inline
// styles that mail apps agree on, Outlook's needs included) in the club's look. Components are
// rendered to static markup by Preact, the site's own renderer (docs/mail.md, decision 0030).

/** A message ready for the mailer: made by renderMail only, so every e-mail has both parts. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  readonly rendered: true;
}

const text = (size: number, colour: string, extra: CSSProperties = {}): CSSProperties => ({
  margin: '0 0 16px',
  fontFamily: MAIL_FONT,
  fontSize: `${size}px`,
  lineHeight: `${Math.round(size * 1.5)}px`,
  color: colour,
  ...extra,
});

const linkStyle: CSSProperties = {
  color: C.cyan,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
};

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : 'bold' in part ? (
          <strong key={i}>{part.bold}</strong>
        ) : (
          <Link key={i} href={part.href} style={linkStyle}>
            {part.label && hasWords(part.label) ? part.label : part.href}
          </Link>
        ),
      )}
    </>
  );
}

function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: C.pink,
          borderRadius: '8px',
          color: C.page,
          fontFamily: MAIL_FONT,
          fontSize: '16px',
          fontWeight: 700,
          padding: '12px 22px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

function MailBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text
          style={
            block.tone === 'small' ? text(14, C.muted) : text(16, block.tone === 'muted' ? C.muted : C.text)
          }
        >
          <Inlines parts={block.parts} />
        </Text>
      );
    case 'facts':
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {block.rows.map(([label, value]) => (
            <Row key={label}>
              <Column
                style={{
                  ...text(14, C.muted, { margin: 0 }),
                  padding: '6px 16px 4px 0',
                  verticalAlign: 'top',
                  whiteSpace: 'nowrap',
                  width: '88px',
                }}
              >
                {label}
              </Column>
              <Column style={{ ...text(16, C.text, { margin: 0 }), padding: '4px 0' }}>{value}</Column>
            </Row>
          ))}
        </Section>
      );
    case 'button':
      return <MailButton href={block.href} label={hasWords(block.label) ? block.label : block.href} />;
    case 'list':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.items.map((item, i) => (
            <Row key={i}>
              <Column style={{ ...text(16, C.pink, { margin: 0 }), width: '20px', verticalAlign: 'top' }}>
                •
              </Column>
              <Column style={{ ...text(16, C.text, { margin: 0 }), padding: '0 0 8px' }}>
                <Inlines parts={item} />
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'code':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={text(14, C.muted, { margin: '0 0 4px' })}>{block.label}</Text>
          <Text
            style={{
              ...text(28, C.text, { margin: 0 }),
              fontFamily: MAIL_MONO,
              fontWeight: 700,
              letterSpacing: '6px',
            }}
          >
            {block.code}
          </Text>
        </Section>
      );
    case 'quote':
      return (
        <Section
          style={{
            margin: '0 0 16px',
            borderLeft: `3px solid ${C.border}`,
            padding: '4px 0 4px 16px',
          }}
        >
          <Text style={text(16, C.text, { margin: 0, whiteSpace: 'pre-wrap' })}>{block.text}</Text>
        </Section>
      );
    case 'ticket':
      return (
        <Section
          style={{
            margin: '0 0 24px',
            border: `1px solid ${C.border}`,
            borderRadius: '12px',
            backgroundColor: C.card,
            padding: '20px 16px',
            textAlign: 'center',
          }}
        >
          <Text style={text(18, C.text, { margin: '0 0 12px', fontWeight: 700 })}>{block.heading}</Text>
          <Section
            style={{
              backgroundColor: C.white,
              borderRadius: '8px',
              padding: '8px',
              width: '236px',
              margin: '0 auto 12px',
            }}
          >
            <Img src={`cid:${block.cid}`} width="220" height="220" alt={block.alt} />
          </Section>
          <Text style={{ ...text(13, C.muted), fontFamily: MAIL_MONO, letterSpacing: '1px' }}>
            {block.doorCode}
          </Text>
          <MailButton href={block.href} label={block.button} />
          <Text style={text(13, C.muted, { margin: '8px 0 0' })}>
            <Link href={block.href} style={linkStyle}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case 'image': {
      const image = (
        <Img
          src={block.src}
          width={String(MAIL_WIDTH - 24)}
          alt={block.alt}
          style={{ width: '100%', maxWidth: `${MAIL_WIDTH - 24}px`, height: 'auto', borderRadius: '12px' }}
        />
      );
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {block.href ? <Link href={block.href}>{image}</Link> : image}
        </Section>
      );
    }
  }
}

function MailLayout({ content }: { content: MailContent }) {
  return (
    <Html lang={content.lang ?? 'en'}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
        {/* A message always has a title and a heading: the club's name stands in for a blank one. */}
        <title>{hasWords(content.subject) ? content.subject : 'MESC'}</title>
      </Head>
      <Body style={{ margin: 0, padding: 0, backgroundColor: C.page }}>
        <Preview>{content.preheader}</Preview>
        <Container style={{ maxWidth: `${MAIL_WIDTH}px`, padding: '24px 12px' }}>
          <Text style={text(28, C.pink, { margin: '0 0 20px', fontWeight: 800, letterSpacing: '4px' })}>
            MESC
          </Text>
          {hasWords(content.heading) ? (
            <Heading as="h1" style={text(24, C.text, { fontWeight: 700, lineHeight: '30px' })}>
              {content.heading}
            </Heading>
          ) : null}
          {content.blocks
            .filter((block) => block.part !== 'text')
            .map((block, i) => (
              <MailBlock key={i} block={block} />
            ))}
          {content.signature?.length ? (
            <Text style={text(16, C.text)}>
              {content.signature.map((line, i) => (
                <span key={i}>
                  {i > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          ) : null}
          <Hr style={{ borderColor: C.border, margin: '24px 0 16px' }} />
          <Text style={text(13, C.muted, { margin: 0 })}>{MAIL_FOOTER}</Text>
          {content.footer?.map((line, i) => (
            <Text key={i} style={text(13, C.muted, { margin: '8px 0 0' })}>
              <Inlines parts={line} />
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/** Both parts of an e-mail from its content: the HTML (with its doctype) and the plain text. */
export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content),
    html: `<!doctype html>${renderToStaticMarkup(<MailLayout content={content} />)}`,
    rendered: true,
  };
}
