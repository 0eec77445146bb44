import React from 'react';

export default function Layout({children}: {children: React.ReactNode}): React.JSX.Element {
  return <>{children}</>;
}
