// npm run new:post -- "How to Winterize a Composite Deck"
// Writes blog/<today>-<slug>.mdx as a draft with every front matter field
// the build checks, so a writer starts from something that passes.
import {existsSync, writeFileSync} from 'node:fs';

const title = process.argv.slice(2).join(' ').trim();
if (!title) {
  console.error('Usage: npm run new:post -- "Title of the article"');
  process.exit(1);
}
const slug = title
  .normalize('NFKD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-+|-+$/g, '');
const date = new Date().toISOString().slice(0, 10);
const file = `blog/${date}-${slug}.mdx`;
if (existsSync(file)) {
  console.error(`${file} already exists.`);
  process.exit(1);
}

writeFileSync(
  file,
  `---
slug: ${slug}
title: ${JSON.stringify(title)}
description: "One or two sentences that sum up the article for search results (at most 170 characters)."
keywords: [${slug.split('-').slice(0, 3).join(' ')}, Knoxville decks]
authors: [kdb-team]
date: ${date}
read_time: 6
tags: [planning]
image: /img/og/default.jpg
image_alt: "Describe the hero image for someone who cannot see it"
cta_label: Get Your Free Estimate
draft: true
---

Open with two or three sentences that tell the reader what they will learn. They become the excerpt on the blog list.

{/* truncate */}

## First section

Write the article here. Use ## and ### headings, short paragraphs and lists.
`,
);
console.log(`Created ${file} (draft: true). Preview with npm start; remove "draft: true" to publish.`);
