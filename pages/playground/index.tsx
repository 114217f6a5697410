import Head from 'next/head';

/**
 * Maintainers' scratch page: rendered without the docs theme and frame, so a component can be tried
 * with nothing but its own styles. Pages added under /playground/ behave the same way.
 */
export default function Playground() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 640 }}>
      <Head>
        <title>Playground - MUI X</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Playground</h1>
      <p>
        This page renders without the documentation theme, navigation or layout. Add a page under
        <code> pages/playground/</code> to try a component in isolation during development.
      </p>
      <p>
        <a href="/x/introduction/">Back to the documentation</a>
      </p>
    </main>
  );
}
