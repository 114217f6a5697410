import type { GetStaticProps } from 'next';
import { RedirectNotice } from '../src/layout/RedirectNotice';
import { loadShellPage } from '../src/content/loadShellPage';
import { site } from '../data/site';
import { englishText } from '../src/i18n/english';

export default function EntryPage() {
  return <RedirectNotice to={site.homePathname} label={englishText('entry.overview')} />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage('/', englishText('entry.title'), englishText('entry.description')),
});
