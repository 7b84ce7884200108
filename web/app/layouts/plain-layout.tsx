import { MainContent, SiteFrame } from './site-frame.tsx';

/** Header, the page at full width, footer: the public information pages (spec section 2). */
export function PlainLayout() {
  return (
    <SiteFrame>
      <MainContent />
    </SiteFrame>
  );
}
