import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import { formatRupees, rupeesToPaise } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { Pair, RollPaper, Rule, SlipHeading } from '../../lib/roll-paper/roll-paper';
import { RollPage } from '../../lib/roll-paper/roll-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useCreditNote } from './api/get-credit-note';
import { useCounterWords } from './use-counter-words';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/** `/counter/credit-notes/:id?width=58|80`: a refund's GST credit note, printed on the receipt roll for the customer. */
export function CreditNotePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  const words = useCounterWords();
  const shop = useShopInfo();
  const note = useCreditNote(id);
  useDocumentTitle(t('note.documentTitle', { number: note.data?.number ?? '' }));

  return (
    <RollPage
      ready={Boolean(note.data)}
      error={note.error}
      loading={t('note.loading')}
      back={{ to: paths.counter, label: t('roll.back') }}
    >
      {(width, ref) =>
        note.data && (
          <RollPaper
            width={width}
            label={t('note.label', { number: note.data.number })}
            testId="credit-note"
            ref={ref}
            lang={language}
          >
            <Box sx={{ textAlign: 'center', mb: 1 }}>
              <SlipHeading>{shop.name}</SlipHeading>
              {shop.address && <p>{shop.address}</p>}
              {shop.gstin && <p>{t('z.gstin', { gstin: shop.gstin })}</p>}
              <p style={{ fontWeight: 800 }}>{t('note.title')}</p>
            </Box>
            <Rule />
            <Pair label={t('note.number')} value={note.data.number} />
            <Pair label={t('note.date')} value={formatDateTime(note.data.createdAt, language)} />
            <Pair label={t('note.against')} value={note.data.invoiceNumber} />
            <Rule />
            {note.data.lines.map((line, index) => (
              <Box key={index} sx={{ py: 0.25 }}>
                <p>
                  {words.name(line)} ({words.unit(line.variant)})
                </p>
                <Pair label={`  ${line.quantity} ×`} value={money(line.amount)} />
              </Box>
            ))}
            <Rule />
            <Pair label={t('note.total')} value={money(note.data.amount)} bold big />
            {note.data.paidBack.map((p) => (
              <Pair key={p.method} label={t(`note.paidBack.${p.method}`)} value={money(p.amount)} />
            ))}
            <Rule />
            <Box sx={{ textAlign: 'center' }}>
              <p>{t('note.gstIncluded')}</p>
            </Box>
          </RollPaper>
        )
      }
    </RollPage>
  );
}
