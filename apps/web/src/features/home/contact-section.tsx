import { useTranslation } from 'react-i18next';
import { formatMobile, telLink } from '../../lib/format';
import { currentLanguage } from '../../i18n/i18n';
import { shopHoursText } from '../../lib/shop-hours-text';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import { LoadWhenNear } from '../../lib/ui/load-when-near';
import { useShopInfo } from '../../lib/use-shop-info';

// The form (react-hook-form and its schema) is far below the fold: it loads as it scrolls near.
const GetInTouchForm = lazyWithTheme(() => import('./get-in-touch-form'), 'GetInTouchForm');

/**
 * Home's last section: how to reach the shop, and the message form. Plain elements styled by class
 * (decision 011), as MUI's Card, Grid, Typography, Stack, Link and icons drew it.
 */
export function ContactSection({ headingId }: { headingId: string }) {
  const shop = useShopInfo();
  const { t } = useTranslation('home');
  return (
    <section className="contact" aria-labelledby={headingId}>
      <div className="contact__card">
        <div className="contact__about">
          <h2 id={headingId} className="shop-h2 contact__title">
            {t('contact.title')}
          </h2>
          <p className="contact__text">{t('contact.text')}</p>
          <div className="contact__ways">
            <div className="contact__way">
              {/* Material Icons' PhoneOutlined */}
              <svg className="contact__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1" />
              </svg>
              <a className="contact__phone" href={telLink(shop.phone)}>
                {formatMobile(shop.phone)}
              </a>
            </div>
            <div className="contact__way">
              {/* Material Icons' ScheduleOutlined */}
              <svg className="contact__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z" />
              </svg>
              <p className="contact__hours">{shopHoursText(shop, currentLanguage())}</p>
            </div>
          </div>
        </div>
        <div className="contact__form">
          <LoadWhenNear minHeight={360}>
            <GetInTouchForm />
          </LoadWhenNear>
        </div>
      </div>
    </section>
  );
}
