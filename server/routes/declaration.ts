import { Router } from 'express';
import {
  declarationLanguages,
  declarationPreparedOn,
  declarations,
  isDeclarationLanguage,
  type DeclarationBlock,
  type DeclarationLanguage,
} from '../declaration';

/*
 * The page is built only from the constant texts in server/declaration/, which hold no markup
 * characters (tests/server/routes/declaration.test.ts checks that). Nothing from the request is ever
 * written into it: `?lang=` and Accept-Language only choose one of the six prepared pages.
 */

function renderBlock(block: DeclarationBlock): string {
  if (typeof block === 'string') return `<p>${block}</p>`;
  if ('before' in block)
    return `<p>${block.before} <time datetime="${declarationPreparedOn}">${block.date}</time>${block.after}</p>`;
  return `<ul>${block.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

const styles = `
:root { color-scheme: light; }
body { margin: 0; font-family: system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif; line-height: 1.6; color: #1b1b1b; background: #fff; }
.skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.5rem 1rem; background: #1f4d2c; color: #fff; z-index: 1; }
.skip-link:focus { top: 1rem; }
header, main, footer { max-width: 48rem; margin: 0 auto; padding: 1rem 1.25rem; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; justify-content: space-between; border-bottom: 2px solid #1f4d2c; }
.product { margin: 0; font-weight: 700; color: #1f4d2c; }
nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0; padding: 0; list-style: none; }
a { color: #0b5394; text-underline-offset: 0.15em; }
a[aria-current] { color: #1b1b1b; font-weight: 700; text-decoration: none; }
a:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
h1 { font-size: 1.75rem; line-height: 1.25; }
h2 { font-size: 1.25rem; margin-top: 2rem; }
main:focus { outline: none; }
footer { border-top: 1px solid #ccc; }
`;

function renderPage(language: DeclarationLanguage): string {
  const content = declarations[language];
  const languageLinks = declarationLanguages
    .map((code) => {
      const current = code === language ? ' aria-current="true"' : '';
      return `<li><a href="?lang=${code}" hreflang="${code}" lang="${code}"${current}>${declarations[code].languageName}</a></li>`;
    })
    .join('');
  const sections = content.sections
    .map(
      (section) =>
        `<section><h2>${section.heading}</h2>${section.blocks.map(renderBlock).join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${content.title} – ${content.productName}</title>
<style>${styles}</style>
</head>
<body>
<a class="skip-link" href="#main">${content.skipToContent}</a>
<header>
<p class="product">${content.productName}</p>
<nav aria-label="${content.languageSwitch}"><ul>${languageLinks}</ul></nav>
</header>
<main id="main" tabindex="-1">
<h1>${content.title}</h1>
${content.intro.map(renderBlock).join('')}
${sections}
</main>
<footer><p><a href="/">${content.backToApplication}</a></p></footer>
</body>
</html>
`;
}

/**
 * GET /declaration: the accessibility declaration linked from the footer, as a complete HTML page in the
 * language of `?lang=`, else the best match of Accept-Language, else English.
 */
export function declarationRoutes(): Router {
  const pages = new Map(declarationLanguages.map((language) => [language, renderPage(language)]));
  const router = Router();
  router.get('/declaration', (req, res) => {
    const requested = req.query.lang;
    const accepted = req.acceptsLanguages(...declarationLanguages);
    const language: DeclarationLanguage = isDeclarationLanguage(requested)
      ? requested
      : isDeclarationLanguage(accepted)
        ? accepted
        : 'en';
    res.vary('Accept-Language');
    res.setHeader('Content-Language', language);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('html').send(pages.get(language));
  });
  return router;
}
