import React from 'react';
import CtaBanner from '@site/src/components/CtaBanner';

export default function HomeCta(): React.JSX.Element {
  return (
    <CtaBanner
      title="Ready to plan your deck?"
      text="Tell us what you have in mind. We will visit, measure and give you a written estimate, free and with no pressure."
      estimateLabel="Get your free estimate"
      callLabel="Call Now"
    />
  );
}
