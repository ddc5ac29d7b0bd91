/**
 * Design tokens: the raw values behind the theme contract (theme.css.ts).
 * Calm, professional: white surfaces on a light grey-blue background, a teal/blue
 * primary, 8 px grid, 8–12 px radii, subtle shadows. Text colours meet WCAG AA on
 * the surfaces they are used on.
 */

/** Breakpoints in px; media queries cannot read CSS variables, so they use these numbers. */
export const breakpointValues = {
  phone: 480,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

/** Media queries for `style({ '@media': { [media.tablet]: {...} } })`. */
export const media = {
  /** ≥ 480 px */
  phoneUp: `screen and (min-width: ${breakpointValues.phone}px)`,
  /** ≥ 768 px */
  tablet: `screen and (min-width: ${breakpointValues.tablet}px)`,
  /** ≥ 1024 px */
  desktop: `screen and (min-width: ${breakpointValues.desktop}px)`,
  /** ≥ 1280 px */
  wide: `screen and (min-width: ${breakpointValues.wide}px)`,
  /** < 768 px */
  belowTablet: `screen and (max-width: ${breakpointValues.tablet - 0.02}px)`,
  /** < 1024 px */
  belowDesktop: `screen and (max-width: ${breakpointValues.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const tokens = {
  colors: {
    background: '#f2f5f9',
    surface: '#ffffff',
    surfaceMuted: '#f7f9fb',
    surfaceSunken: '#e9eef4',
    border: '#d8e0e8',
    borderStrong: '#b7c3cf',
    text: '#102a3a',
    textMuted: '#4b5d6e',
    textSubtle: '#64748b',
    textOnPrimary: '#ffffff',
    primary: '#0b6f8f',
    primaryHover: '#095a75',
    primaryActive: '#07485e',
    primarySoft: '#e3f2f7',
    primarySoftHover: '#cfe8f1',
    primaryText: '#075670',
    accent: '#14b8a6',
    focus: '#1f7fd1',
    success: '#137a3d',
    successSoft: '#e3f6ea',
    successBorder: '#9bd8b1',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    dangerBorder: '#f2b8b2',
    warning: '#7a5200',
    warningSoft: '#fff6d6',
    warningBorder: '#efd37a',
    overlay: 'rgba(9, 30, 45, 0.45)',
    headerBackground: '#ffffff',
    brandGradientFrom: '#0b6f8f',
    brandGradientTo: '#0f9b8e',
    whatsapp: '#128c4a',
    whatsappHover: '#0e723c',
  },
  spacing: {
    none: '0',
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
  },
  radii: {
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '999px',
  },
  fonts: {
    body: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Liberation Sans", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
    hero: '4.5rem',
  },
  fontWeights: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeights: {
    tight: '1.2',
    snug: '1.35',
    normal: '1.55',
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 42, 58, 0.06), 0 1px 3px rgba(16, 42, 58, 0.08)',
    md: '0 2px 4px rgba(16, 42, 58, 0.05), 0 6px 16px rgba(16, 42, 58, 0.08)',
    lg: '0 8px 24px rgba(16, 42, 58, 0.12), 0 2px 6px rgba(16, 42, 58, 0.06)',
    focus: '0 0 0 3px rgba(31, 127, 209, 0.35)',
  },
  breakpoints: {
    phone: `${breakpointValues.phone}px`,
    tablet: `${breakpointValues.tablet}px`,
    desktop: `${breakpointValues.desktop}px`,
    wide: `${breakpointValues.wide}px`,
  },
  sizes: {
    headerHeight: '64px',
    sidebarWidth: '248px',
    contentMaxWidth: '1200px',
    drawerWidth: '340px',
  },
  zIndices: {
    header: '20',
    floating: '30',
    overlay: '40',
    drawer: '41',
    alerts: '60',
  },
} as const;
