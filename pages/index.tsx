import type { GetStaticProps } from 'next';
import { RedirectNotice } from '../src/layout/RedirectNotice';
import { loadShellPage } from '../src/content/loadShellPage';
import { site } from '../data/site';

export default function EntryPage() {
  return <RedirectNotice to={site.homePathname} label="MUI X overview" />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage('/', 'MUI X', 'Documentation of MUI X: Data Grid, Date and Time Pickers, Charts and Tree View.'),
});
