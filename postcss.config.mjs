// Tailwind CSS v4 for the demos' Tailwind variants (see src/code/tailwind.css).
const config = {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};

export default config;
