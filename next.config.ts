import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Without it Turbopack loads a second copy of emotion on the server and the custom cache is ignored.
  transpilePackages: ['@mui/material-nextjs'],
  allowedDevOrigins: ['127.0.0.1'],
  pageExtensions: ['tsx'],
};

export default nextConfig;
