import type { GetStaticProps } from 'next';
import { RedirectNotice } from '../src/layout/RedirectNotice';
import { loadShellPage } from '../src/content/loadShellPage';
import { site } from '../data/site';
import { englishText } from '../src/i18n/shellPageStrings';
import { useTranslate } from '../src/i18n/I18nProvider';

export default function EntryPage() {
  const t = useTranslate();
  return <RedirectNotice to={site.homePathname} label={t('entry.overview')} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage('/', englishText('entry.title'), englishText('entry.description'), ['entry']),
});
