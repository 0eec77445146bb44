import React, {type ComponentType} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import {FaqItemsProvider} from '@theme/FaqList';
import {PageJsonLd} from '@site/src/components/StructuredData';
import {faqEntities} from '@site/src/lib/structuredData';
import type {FaqItem} from '../../types';

type MdxModule = ComponentType & {frontMatter: Record<string, unknown>};

interface Props {
  /** faqs/page/index.mdx */
  page: MdxModule;
  faqs: FaqItem[];
  /** Each question's answer (its MDX file), in the order of `faqs`. */
  answers: ComponentType[];
}

/** /faqs: the page's MDX with the questions in it, laid out like any MDX page, plus FAQPage JSON-LD. */
export default function FaqPage({page: Page, faqs, answers}: Props): React.JSX.Element {
  const {title, description, keywords} = Page.frontMatter as {title: string; description: string; keywords?: string[]};
  const items = faqs.map((faq, i) => {
    const Answer = answers[i];
    return {...faq, answer: <Answer />};
  });
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata title={title} description={description} keywords={keywords} />
        <PageJsonLd
          type="FAQPage"
          title={title}
          description={description}
          mainEntity={() => faqEntities(faqs.map((f) => ({question: f.question, answer: f.text})))}
        />
        <main className="container container--fluid margin-vert--lg">
          <div className="row">
            <div className="col">
              <article>
                <MDXContent>
                  <FaqItemsProvider items={items}>
                    <Page />
                  </FaqItemsProvider>
                </MDXContent>
              </article>
            </div>
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
