/** The site's colours: full scales per hue and the light/dark surfaces (data, no logic). */

export interface ColorScale {
  50: string;
  100: string;
  200: string;
  300: string;
  400: string;
  500: string;
  600: string;
  700: string;
  800: string;
  900: string;
  A100: string;
  A200: string;
  A400: string;
  A700: string;
}

export const blue: ColorScale = {
  50: '#eef6ff', 100: '#d6e9ff', 200: '#add3ff', 300: '#7ab8ff', 400: '#4598f5', 500: '#1f7ae0',
  600: '#0d64c4', 700: '#0a4f9c', 800: '#0a3d76', 900: '#092c54',
  A100: '#cde3ff', A200: '#8dbfff', A400: '#3f8cff', A700: '#1d63d8',
};

export const violet: ColorScale = {
  50: '#f6f1ff', 100: '#ebe0ff', 200: '#d7c2ff', 300: '#bb98fc', 400: '#9d6cf2', 500: '#8049e0',
  600: '#6a35c4', 700: '#56299f', 800: '#41207a', 900: '#2e1856',
  A100: '#e3d4ff', A200: '#b894ff', A400: '#8a55ff', A700: '#6a2ff0',
};

export const red: ColorScale = {
  50: '#fff1f1', 100: '#ffdcdc', 200: '#ffb8b8', 300: '#fb8a8a', 400: '#f25a5a', 500: '#de3535',
  600: '#c22525', 700: '#9d1f1f', 800: '#7a1b1b', 900: '#591616',
  A100: '#ffd1d1', A200: '#ff9090', A400: '#ff4d4d', A700: '#e01f1f',
};

export const teal: ColorScale = {
  50: '#edfbfd', 100: '#d1f4f9', 200: '#a4e6f0', 300: '#6dd2e3', 400: '#36b6cf', 500: '#1598b4',
  600: '#0c7c96', 700: '#0c6479', 800: '#0d4f5f', 900: '#0b3a46',
  A100: '#c7f6ff', A200: '#7fe6fb', A400: '#2bcbe9', A700: '#0aa3c2',
};

export const green: ColorScale = {
  50: '#effbf2', 100: '#d6f4de', 200: '#ade7bd', 300: '#7bd496', 400: '#4cbb6e', 500: '#2c9d51',
  600: '#1f8042', 700: '#1b6537', 800: '#18502d', 900: '#133b22',
  A100: '#c9f7d6', A200: '#86eba3', A400: '#3ed46c', A700: '#1fae4c',
};

export const amber: ColorScale = {
  50: '#fff8eb', 100: '#ffedc9', 200: '#ffd98f', 300: '#ffc054', 400: '#f9a424', 500: '#e8890b',
  600: '#c76b06', 700: '#9e5108', 800: '#7b3f0c', 900: '#5a2f0c',
  A100: '#ffe3a6', A200: '#ffc95c', A400: '#ffab1a', A700: '#e88d00',
};

export const grey: ColorScale = {
  50: '#f7f9fb', 100: '#eef1f4', 200: '#dfe4ea', 300: '#c7cfd8', 400: '#a3aebb', 500: '#7d8a99',
  600: '#5f6b7a', 700: '#47515d', 800: '#2d343d', 900: '#1a1f25',
  A100: '#eef1f4', A200: '#dfe4ea', A400: '#a3aebb', A700: '#47515d',
};

/** Light and dark surfaces and text; every text colour meets WCAG AA on its background. */
export const surfaces = {
  light: {
    text: { primary: grey[900], secondary: grey[700], disabled: grey[500] },
    divider: grey[200],
    background: { default: '#ffffff', paper: '#ffffff' },
    action: { active: grey[700], hover: 'rgba(71, 81, 93, 0.08)', selected: 'rgba(13, 100, 196, 0.1)' },
  },
  dark: {
    text: { primary: '#eef1f4', secondary: '#b8c2cd', disabled: grey[500] },
    divider: 'rgba(199, 207, 216, 0.16)',
    background: { default: '#0d1117', paper: '#12171e' },
    action: { active: '#c7cfd8', hover: 'rgba(199, 207, 216, 0.08)', selected: 'rgba(122, 184, 255, 0.16)' },
  },
} as const;
