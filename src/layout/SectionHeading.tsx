import { useTranslate } from '../i18n/I18nProvider';

/**
 * An `h2` with the link to itself that markdown headings get at build time (`a.heading-link` after
 * it in a `div.heading-wrapper`, styled by Prose, copied by the delegated listener), for pages whose
 * headings are components.
 */
export function SectionHeading({ id, title }: { id: string; title: string }) {
  const t = useTranslate();
  return (
    <div className="heading-wrapper">
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      <a className="heading-link" href={`#${id}`} aria-label={t('page.headingLink', { title })} />
    </div>
  );
}
