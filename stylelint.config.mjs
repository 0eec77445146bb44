/**
 * CSS lint (npm run lint): stylelint's standard rules, what CSS Modules need
 * (composes, :global), and the design system's two rules of its own:
 *   - colors only from the palette: no hex, named color or rgb()/hsl() outside
 *     the palette block of src/css/custom.css (marked there with a stylelint-disable);
 *   - widths only from the named breakpoints of src/css/breakpoints.css:
 *     `@media (--md)`, never `@media (min-width: 700px)`.
 * @type {import('stylelint').Config}
 */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  // The breakpoint names every file may use (for no-unknown-custom-media).
  referenceFiles: ['src/css/breakpoints.css'],
  // A stylelint-disable says why, and goes when nothing needs it.
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
  rules: {
    // Colors: the palette's variables only.
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'],
      {message: (name) => `Use a palette variable (src/css/custom.css) instead of ${name}()`},
    ],
    // Breakpoints: the four names only, each one defined.
    'media-feature-name-disallowed-list': [
      ['/width$/'],
      {message: (name) => `Use a named breakpoint from src/css/breakpoints.css, e.g. (--md), instead of ${name}`},
    ],
    'no-unknown-custom-media': true,

    // Switched off or set to how this code is written:
    // CSS Modules class and keyframe names are camelCase, so TSX reads styles.cardTitle.
    'selector-class-pattern': null,
    'keyframes-name-pattern': null,
    // `composes: cardTitle from ...` names classes, which keep their case; SVG's keywords are
    // written as SVG spells them (currentColor, optimizeLegibility).
    'value-keyword-case': ['lower', {ignoreProperties: ['composes'], camelCaseSvgKeywords: true}],
    // Blank lines are Prettier's business; the code keeps rules packed, comments above them.
    'rule-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'comment-empty-line-before': null,
    'custom-property-empty-line-before': null,
    'declaration-empty-line-before': null,
    // The @fontsource imports are package paths, written as strings.
    'import-notation': 'string',
    // It compares selectors that never meet the same element (a hover state of one class
    // before the base rule of another); each module is small enough to read whole.
    'no-descending-specificity': null,
  },
  overrides: [
    {
      // The one file that writes widths: the breakpoint definitions.
      files: ['src/css/breakpoints.css'],
      rules: {'media-feature-name-disallowed-list': null},
    },
  ],
};
