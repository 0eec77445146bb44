import React from 'react';
import Link from '@docusaurus/Link';
import CallLink from '@site/src/components/CallButton/CallLink';
import {textParts} from '@site/src/lib/copyLinks';

/**
 * A text of the owner's copy as a sentence shows it: `[words](/a-page)` as a link and the phone as a tel: link
 * (src/lib/copyLinks.ts). Words only: nothing in the copy becomes markup of its own.
 */
export default function CopyText({text}: {text: string}): React.JSX.Element {
  return (
    <>
      {textParts(text).map((part, i) =>
        part.kind === 'words' ? (
          <React.Fragment key={i}>{part.text}</React.Fragment>
        ) : part.kind === 'link' ? (
          <Link key={i} to={part.to}>
            {part.label}
          </Link>
        ) : (
          <CallLink key={i} />
        ),
      )}
    </>
  );
}
