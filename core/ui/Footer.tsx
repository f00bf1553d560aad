import { useLingui } from '@lingui/react/macro';

/** The own site's footer (adapter.chrome.footer): credits for the art we use (DESIGN "Art, sound and text"). */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <span>{t`© ${year} Stairs of Mirrors`}</span>
      <span>
        {t`Icons:`}{' '}
        <a href="https://game-icons.net" target="_blank" rel="noopener noreferrer">
          game-icons.net
        </a>{' '}
        (CC BY 3.0)
      </span>
    </footer>
  );
}
