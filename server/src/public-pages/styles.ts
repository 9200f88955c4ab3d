// The stylesheet of the public pages, in the app's colours (web/src/styles.css); mobile first,
// wider from 600 px and 900 px. Inline, and allowed by its hash in the pages' CSP (layout.ts).
export const PUBLIC_STYLES = `
:root{--brand:#0b5d4b;--brand-dark:#07402f;--accent:#f6b93b;--ink:#1c2421;--muted:#4e5b56;--line:#cfd8d4;
--paper:#fff;--wash:#f3f6f5;--error:#b3261e;--radius:10px;--focus:0 0 0 3px #ffbf47;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:var(--ink);
background:var(--wash);line-height:1.5;-webkit-text-size-adjust:100%}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
a{color:var(--brand);text-underline-offset:2px}
a:hover{color:var(--brand-dark)}
:focus-visible{outline:none;box-shadow:var(--focus);border-radius:4px}
h1,h2,h3{line-height:1.25;margin:0}
h1{font-size:1.6rem}h2{font-size:1.25rem}h3{font-size:1.1rem}
p{margin:0}
img{max-width:100%}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip-link{position:absolute;left:8px;top:-60px;background:var(--paper);padding:8px 12px;z-index:2}
.skip-link:focus{top:8px}
.site-header{background:var(--paper);border-bottom:1px solid var(--line);padding:10px 16px;display:flex;
align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap}
.logo{display:inline-flex;align-items:center;gap:8px;text-decoration:none;color:var(--brand)}
.logo__word{font-weight:800;font-size:1.25rem;letter-spacing:-0.02em}
.site-header nav a{display:inline-block;padding:10px 4px;font-weight:600}
main{flex:1;width:100%;max-width:880px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}
.panel{background:var(--paper);border:1px solid var(--line);border-radius:var(--radius);padding:20px 16px;
display:flex;flex-direction:column;gap:12px}
.muted{color:var(--muted)}
.small{font-size:.9rem;color:var(--muted)}
.profile{display:flex;flex-direction:column;gap:16px}
.profile-card{align-items:flex-start}
.profile-card__top{display:flex;gap:14px;align-items:center}
.avatar{width:72px;height:72px;border-radius:50%;object-fit:cover;flex:none;background:#e8f3ef;
display:grid;place-items:center;font-weight:800;font-size:1.6rem;color:var(--brand);border:1px solid var(--line)}
.avatar--small{width:56px;height:56px;font-size:1.3rem}
.tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.tags a,.tags span{display:inline-block;padding:4px 10px;border-radius:999px;background:#e8f3ef;color:var(--brand-dark);
font-weight:600;font-size:.9rem;text-decoration:none}
.tags a:hover{text-decoration:underline}
.badges{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.badge{display:inline-flex;align-items:center;gap:6px;padding:4px 10px;border-radius:6px;border:1px solid var(--brand);
color:var(--brand-dark);font-weight:700;font-size:.9rem;background:#fff}
.badge svg{flex:none}
.details{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}
.details dt{color:var(--muted)}.details dd{margin:0;overflow-wrap:anywhere}
.description p+p{margin-top:10px}
.gallery{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.gallery a{display:block;border-radius:8px;overflow:hidden;border:1px solid var(--line)}
.gallery img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover}
.button{font:inherit;font-weight:700;border-radius:8px;padding:12px 20px;min-height:48px;border:2px solid var(--brand);
cursor:pointer;display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
.button--primary{background:var(--brand);color:#fff}
.button--primary:hover{background:var(--brand-dark);color:#fff}
.form{display:flex;flex-direction:column;gap:16px}
.field{display:flex;flex-direction:column;gap:6px}
.field__label{font-weight:600}
.field__hint{color:var(--muted);font-size:.9rem}
.field__input{font:inherit;padding:12px;border:1px solid #8a9893;border-radius:8px;background:#fff;width:100%;min-height:48px}
textarea.field__input{min-height:140px;resize:vertical}
.field--invalid .field__input{border-color:var(--error);border-width:2px}
.choices{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}
.choice{display:flex;align-items:center;gap:10px;min-height:48px;cursor:pointer}
.choice input{width:22px;height:22px;flex:none;margin:0;accent-color:var(--brand)}
.rating{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.stars{color:#8a5a00;font-weight:700;letter-spacing:1px}
.reviews{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:16px}
.reviews li{border-top:1px solid var(--line);padding-top:12px;display:flex;flex-direction:column;gap:6px}
.review-reply{border-left:4px solid var(--line);padding-left:12px}
.field-error{color:var(--error);font-weight:600;font-size:.95rem}
.error-summary{border:3px solid var(--error);border-radius:8px;padding:12px 14px}
.error-summary ul{margin:6px 0 0;padding-left:20px}
.error-summary a{color:var(--error);font-weight:600}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.notice{background:#e8f3ef;border-left:4px solid var(--brand);padding:12px 14px;display:flex;flex-direction:column;gap:8px}
.notice--outside{background:#fdf3e7;border-left-color:#9a4d00}
.work-areas ul{margin:0;padding-left:20px}
.search{gap:12px}
.results{display:flex;flex-direction:column;gap:12px}
.form-row{display:flex;flex-direction:column;gap:16px}
.directory-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:12px}
.entry{flex-direction:row;gap:14px;align-items:flex-start}
.entry__text{display:flex;flex-direction:column;gap:6px;min-width:0}
.entry__name a{overflow-wrap:anywhere}
.trade-index{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.trade-index li{display:flex;justify-content:space-between;align-items:center;gap:8px;border:1px solid var(--line);
border-radius:8px;padding:0 12px;background:#fff;min-height:48px}
.trade-index a{font-weight:600;padding:12px 0;flex:1}
.trade-index span{white-space:nowrap}
.pagination{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.pagination a{display:inline-block;padding:10px 4px;font-weight:600}
.breadcrumbs ol{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.breadcrumbs li+li::before{content:"/";margin-right:6px;color:var(--muted)}
.site-footer{background:var(--ink);color:#e9eeec;padding:20px 16px 28px;margin-top:24px}
.site-footer a{color:#fff}
.site-footer__links{list-style:none;padding:0;margin:0 auto 12px;display:flex;flex-wrap:wrap;gap:8px 20px;max-width:880px}
.site-footer__links a{display:inline-block;padding:6px 0}
.site-footer__small{font-size:.8rem;color:#c5d0cc;max-width:880px;margin:6px auto}
@media (min-width:600px){
main{padding:24px}
.panel{padding:24px 28px}
.site-header{padding:12px 24px}
.avatar{width:96px;height:96px;font-size:2rem}
.avatar--small{width:64px;height:64px;font-size:1.4rem}
.gallery{grid-template-columns:repeat(3,1fr)}
.form-row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.trade-index{grid-template-columns:1fr 1fr}
}
@media (min-width:900px){
h1{font-size:2rem}
.gallery{grid-template-columns:repeat(4,1fr)}
.trade-index{grid-template-columns:1fr 1fr 1fr}
}
`;
