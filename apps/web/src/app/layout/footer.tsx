import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chatLink } from '@halwai/domain';
import { formatMobile, telLink } from '../../lib/format';
import { currentLanguage } from '../../i18n/i18n';
import { shopHoursText } from '../../lib/shop-hours-text';
import { SOCIAL_LINKS } from '../../lib/shop-info';
import { useShopInfo } from '../../lib/use-shop-info';
import { CallIcon, FacebookIcon, InstagramIcon, PhoneOutlinedIcon, PlaceOutlinedIcon, ScheduleOutlinedIcon, WhatsAppIcon } from '../../lib/ui/icons';

function FooterFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="site-footer__fact">
      <span className="site-footer__fact-icon">{icon}</span>
      <div>
        <h2 className="site-footer__label">{label}</h2>
        {children}
      </div>
    </div>
  );
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The shop's address, hours and phone under every page. Plain elements styled by class, with the
 * styles worked out at build time (footer.styles.ts): every page draws the footer as it loads, where MUI's components made it
 * one of the load's longest tasks on a slow phone.
 */
export function Footer() {
  const shop = useShopInfo();
  const { t } = useTranslation();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__facts">
          <FooterFact icon={<PlaceOutlinedIcon />} label={t('footer.visitUs')}>
            <address className="site-footer__text">
              {shop.name}
              <br />
              {shop.address}
            </address>
          </FooterFact>
          <FooterFact icon={<ScheduleOutlinedIcon />} label={t('footer.open')}>
            <p className="site-footer__text">{shopHoursText(shop, currentLanguage())}</p>
          </FooterFact>
          <FooterFact icon={<PhoneOutlinedIcon />} label={t('footer.callOrChat')}>
            <a className="site-footer__link" href={telLink(shop.phone)}>
              {formatMobile(shop.phone)}
            </a>
            <div className="site-footer__contact">
              <a className="site-footer__button site-footer__button--call" href={telLink(shop.phone)}>
                <CallIcon />
                {t('footer.call')}
              </a>
              <a className="site-footer__button site-footer__button--chat" href={chatLink(shop.phone)} {...newTab}>
                <WhatsAppIcon />
                {t('footer.chat')}
              </a>
              <a className="site-footer__icon-link" href={SOCIAL_LINKS.instagram} {...newTab} aria-label="Instagram">
                <InstagramIcon />
              </a>
              <a className="site-footer__icon-link" href={SOCIAL_LINKS.facebook} {...newTab} aria-label="Facebook">
                <FacebookIcon />
              </a>
            </div>
          </FooterFact>
        </div>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), shop: shop.name })}
          {shop.fssai && <span className="site-footer__fssai"> {t('fssai', { number: shop.fssai })}</span>}
        </p>
      </div>
    </footer>
  );
}
