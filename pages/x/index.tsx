import type { GetStaticProps } from 'next';
import { EntryPage } from '../../src/layout/RedirectNotice';
import { loadEntryPage } from '../../src/content/loadShellPage';

export default EntryPage;

export const getStaticProps: GetStaticProps = async () => ({ props: loadEntryPage('/x/') });
