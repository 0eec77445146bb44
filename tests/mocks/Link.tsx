import React from 'react';

type Props = React.AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Docusaurus Link renders a plain anchor in tests. */
export default function Link({to, href, ...props}: Props): React.JSX.Element {
  return <a href={to ?? href} {...props} />;
}
