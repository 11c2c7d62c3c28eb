// A policy's body drawn from its text (@stay/shared/contracts/policy-document): sections and
// sub-sections as headings under the document's title (h3, h4) with ids to link to, lists, tables
// (stacked as cards on a phone), notes and paragraphs, and a table of contents when the document
// has sections. Everything is drawn as React text: nothing in the text is read as markup, and only
// https and e-mail addresses become links.
import { Fragment, useEffect, useId, useMemo } from 'react';
import { parsePolicyBody, policyInline, policySections, type PolicyBlock } from '@stay/shared/contracts/policy-document';
import { usePoliciesTranslation } from '../i18n';

/** The id of a section's heading on the page (also its address: /policy/privacy#policy-cookies). */
export const sectionId = (key: string) => `policy-${key}`;

function Inline({ text }: { text: string }) {
  return (
    <>
      {policyInline(text).map((part, i) =>
        part.type === 'link' ? (
          <a key={i} href={part.href}>
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.type) {
    case 'heading': {
      const Tag = block.level === 2 ? 'h3' : 'h4';
      return (
        <Tag id={block.key ? sectionId(block.key) : undefined} className={`sp-policy__h${block.level}`}>
          {block.text}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="sp-text">
          <Inline text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className="sp-notice sp-text sp-policy__note">
          <Inline text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="sp-policy__list">
          {block.items.map((item, i) => (
            <li key={i}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="sp-policy__table-wrap">
          <table className="sp-policy__table">
            <thead>
              <tr>
                {block.head.map((h, i) => (
                  <th key={i} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c}>
                      <span className="sp-policy__cell-label" aria-hidden="true">
                        {block.head[c]}
                      </span>
                      <Inline text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** The body of one version; `version` keys the jump to a section named in the address. */
export function PolicyBody({ body, version }: { body: string; version: string }) {
  const { t } = usePoliciesTranslation();
  const tocId = useId();
  const blocks = useMemo(() => parsePolicyBody(body), [body]);
  const sections = useMemo(() => policySections(blocks), [blocks]);

  // A link to a section (/policy/privacy#policy-cookies) opens at that section once the text is in.
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (!hash.startsWith('policy-')) return;
    document.getElementById(hash)?.scrollIntoView();
  }, [version]);

  // What comes before the first section (an opening paragraph, the note on the translation) is
  // read before the contents.
  const first = blocks.findIndex((b) => b.type === 'heading' && b.level === 2);
  const preamble = first < 0 ? blocks : blocks.slice(0, first);
  const rest = first < 0 ? [] : blocks.slice(first);
  return (
    <div className="sp-policy__doc">
      {preamble.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {sections.length >= 3 && (
        <nav className="sp-policy__toc" aria-labelledby={tocId}>
          <h3 id={tocId} className="sp-policy__toc-title">
            {t('policy.toc')}
          </h3>
          <ol className="sp-policy__toc-list">
            {sections.map((s) => (
              <li key={s.key}>
                <a href={`#${sectionId(s.key)}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {rest.map((block, i) => (
        <Block key={`s${i}`} block={block} />
      ))}
    </div>
  );
}
