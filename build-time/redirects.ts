/** The replaced site's top-level loan paths, kept working as redirects. */
export const legacyRedirects = [
  {from: '/fha', to: '/loan-programs/fha'},
  {from: '/va', to: '/loan-programs/va'},
  {from: '/refinance', to: '/loan-programs/refinance'},
  {from: '/cash-out', to: '/loan-programs/cash-out'},
];
