import type { GetStaticProps } from 'next';
import { OfflineNotice } from '../../src/sw/OfflineNotice';
import { loadShellPage } from '../../src/content/loadShellPage';
import { englishText } from '../../src/i18n/shellPageStrings';
import { OFFLINE_PATH } from '../../src/sw/config';

/** Served by the service worker for pages not saved on the device while offline (not in the navigation). */
export default function OfflinePage() {
  return <OfflineNotice />;
}

export const getStaticProps: GetStaticProps = async () => ({
  props: loadShellPage(OFFLINE_PATH, englishText('offline.title'), englishText('offline.description'), ['offline']),
});
