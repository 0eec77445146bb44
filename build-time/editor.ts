/**
 * The content manager (/admin/, plugins/editor): where it commits and how
 * writers sign in. README "Content manager" says how to set these up.
 */
export const editorSettings = {
  /** The path it is served at (a folder: build/admin/index.html). */
  path: '/admin/',
  /**
   * Production backend: the GitHub repository (owner/name) and the branch its
   * pull requests merge into. Stand-ins until the repository is on GitHub.
   */
  github: {
    repo: 'knoxville-deck-builders/website',
    branch: 'main',
    /**
     * The OAuth server the login popup opens. Empty: Netlify's (api.netlify.com,
     * with the GitHub provider set up in the Netlify site). Elsewhere: the URL of
     * an OAuth proxy (a Cloudflare Worker or a Vercel function).
     */
    baseUrl: '',
    authEndpoint: '',
  },
  /** decap-server on a writer's machine (npm run cms); Decap uses it only when /admin/ is opened on localhost. */
  localBackendUrl: 'http://localhost:8081/api/v1',
} as const;
