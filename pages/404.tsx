import type { GetStaticProps } from 'next';
import { NotFound } from '../src/layout/NotFound';
import { loadShellPage } from '../src/content/loadShellPage';

export default function NotFoundPage() {
  return <NotFound />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage('/404/', 'Page not found', 'This page does not exist. Find your way back through the navigation.'),
});
