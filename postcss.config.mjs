// Tailwind CSS v4 for the demos' Tailwind variants (see src/demos/tailwind.css).
const config = {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};

export default config;
