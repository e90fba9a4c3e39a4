import { CircleCheck, Clock, FileText } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import type { Translator } from '../i18n/texts.ts';
import { Prose, type ProseHtml } from './Prose.tsx';
import { approvalSteps, documentIds, factIds, type TabId, tabIds } from './sample.ts';

const sectionTitle = css({ textStyle: 'sectionTitle', marginBlockEnd: '2' });
const paragraph = css({ maxWidth: '72ch', marginBlockEnd: '3' });
const list = css({ listStyle: 'none', margin: '0', padding: '0', display: 'grid', gap: '2', marginBlockEnd: '3' });
const item = css({ display: 'flex', alignItems: 'center', gap: '2' });
const pill = css({ paddingInline: '2', borderRadius: 'full', fontSize: 'xs', fontWeight: '600', whiteSpace: 'nowrap' });

/**
 * The sample content of the layout demos: a sourcing event of the procurement team. With `tab`,
 * only that section is shown (the tabbed layouts); without it, all sections follow each other.
 */
export function DemoArticle({
  tab,
  t,
  html,
}: {
  tab?: TabId | undefined;
  t: Translator;
  html?: ProseHtml | undefined;
}) {
  const shown: readonly TabId[] = tab ? [tab] : tabIds;
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '6', color: 'fg.default' })}>
      <header>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('demo:sample.kicker')}</p>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '3',
            marginBlockStart: '1',
            marginBlockEnd: '3',
          })}
        >
          <h2 className={css({ fontSize: 'xl', fontWeight: '700', lineHeight: '1.3' })}>{t('demo:sample.heading')}</h2>
          <span
            className={css({
              paddingInline: '2.5',
              paddingBlock: '0.5',
              borderRadius: 'full',
              fontSize: 'xs',
              fontWeight: '600',
              whiteSpace: 'nowrap',
              bg: 'info.subtle',
              color: 'info.text',
            })}
          >
            {t('demo:sample.status')}
          </span>
        </div>
        <Prose name="demo:sample.intro" t={t} html={html} className={css({ maxWidth: '72ch' })} />
      </header>

      {shown.includes('overview') ? (
        <section aria-labelledby="demo-overview">
          <h3 id="demo-overview" className={sectionTitle}>
            {t('demo:sample.overview.title')}
          </h3>
          <Prose name="demo:sample.overview.p1" t={t} html={html} className={paragraph} />
          <Prose name="demo:sample.overview.p2" t={t} html={html} className={paragraph} />
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: '3',
              marginBlockStart: '4',
            })}
          >
            {factIds.map((id) => (
              <div
                key={id}
                className={css({
                  padding: '3',
                  borderRadius: 'lg',
                  border: '1px solid {colors.border}',
                  bg: 'surface.raised',
                })}
              >
                <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {t(`demo:sample.overview.facts.${id}.label`)}
                </dt>
                <dd className={css({ fontWeight: '600' })}>{t(`demo:sample.overview.facts.${id}.value`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {shown.includes('documents') ? (
        <section aria-labelledby="demo-documents">
          <h3 id="demo-documents" className={sectionTitle}>
            {t('demo:sample.documents.title')}
          </h3>
          <Prose name="demo:sample.documents.p1" t={t} html={html} className={paragraph} />
          <ul className={list}>
            {documentIds.map((id) => (
              <li key={id} className={item}>
                <FileText size={18} aria-hidden="true" focusable="false" />
                {t(`demo:sample.documents.items.${id}`)}
              </li>
            ))}
          </ul>
          <Prose name="demo:sample.documents.p2" t={t} html={html} className={paragraph} />
        </section>
      ) : null}

      {shown.includes('approvals') ? (
        <section aria-labelledby="demo-approvals">
          <h3 id="demo-approvals" className={sectionTitle}>
            {t('demo:sample.approvals.title')}
          </h3>
          <Prose name="demo:sample.approvals.p1" t={t} html={html} className={paragraph} />
          <ol className={list}>
            {approvalSteps.map((step) => (
              <li key={step.id} className={item}>
                {step.done ? (
                  <CircleCheck size={18} aria-hidden="true" focusable="false" />
                ) : (
                  <Clock size={18} aria-hidden="true" focusable="false" />
                )}
                <span>{t(`demo:sample.approvals.steps.${step.id}`)}</span>
                <span
                  className={cx(
                    pill,
                    step.done
                      ? css({ bg: 'success.subtle', color: 'success.text' })
                      : css({ bg: 'warning.subtle', color: 'warning.text' }),
                  )}
                >
                  {t(step.done ? 'demo:sample.approvals.done' : 'demo:sample.approvals.pending')}
                </span>
              </li>
            ))}
          </ol>
          <Prose name="demo:sample.approvals.p2" t={t} html={html} className={paragraph} />
        </section>
      ) : null}
    </article>
  );
}

/**
 * The content column of the layout demos: the sample article, padded. With `scroll` it scrolls on
 * its own on wide screens, as a named, focusable region so keyboard users can scroll it too.
 */
export function DemoContent({
  tab,
  scroll,
  t,
  html,
}: {
  tab: TabId | undefined;
  scroll: boolean;
  t: Translator;
  html?: ProseHtml | undefined;
}) {
  // A scrolling column is a named region that takes focus, so it can be scrolled by keyboard.
  const Column = scroll ? 'section' : 'div';
  return (
    <Column
      className={cx(
        css({ flex: '1', minWidth: '0', padding: { base: '5', md: '8' } }),
        scroll && css({ overflowY: { md: 'auto' } }),
      )}
      tabIndex={scroll ? 0 : undefined}
      aria-label={scroll ? t('demo:scrollRegion') : undefined}
    >
      <DemoArticle tab={tab} t={t} html={html} />
    </Column>
  );
}
