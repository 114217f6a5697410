/**
 * Loaded (once) before any Pro or Premium demo renders: hands the site's licence key to MUI X. No
 * key configured leaves MUI X in its unlicensed state (a console message and a watermark).
 */
import { LicenseInfo } from '@mui/x-license';
import { site } from '../../data/site';

const licenseKeyConfigured = site.muiXLicenseKey !== '';

if (licenseKeyConfigured) {
  LicenseInfo.setLicenseKey(site.muiXLicenseKey);
}
