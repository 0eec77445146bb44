import React, {type AnchorHTMLAttributes} from 'react';
import {business} from '@site/src/data/business';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * The one link that dials the business (buttons and prose use it). A plain
 * <a>: Docusaurus's Link would open tel: in a new tab.
 */
export default function CallLink({children, ...rest}: Props): React.JSX.Element {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- tel: is not navigation
    <a href={business.phone.href} {...rest}>
      {children ?? business.phone.display}
    </a>
  );
}
