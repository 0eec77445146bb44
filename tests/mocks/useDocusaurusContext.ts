export default function useDocusaurusContext() {
  return {siteConfig: {url: 'https://www.knoxvilledeckbuilders.com', title: 'Knoxville Deck Builders', baseUrl: '/'}};
}
