import type { GetStaticProps } from 'next';
import { NotFound } from '../src/layout/NotFound';
import { loadShellPage } from '../src/content/loadShellPage';
import { englishText } from '../src/i18n/shellPageStrings';

export default function NotFoundPage() {
  return <NotFound />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage('/404/', englishText('notFound.title'), englishText('notFound.description'), ['notFound', 'entry']),
});
