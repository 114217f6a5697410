/** Cascade layers, lowest priority first: utilities (Tailwind) win over MUI, MUI over the theme. */
export const LAYER_ORDER = '@layer theme, mui, utilities;';
