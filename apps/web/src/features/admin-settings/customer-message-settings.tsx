import { MESSAGE_PLACEHOLDERS, MESSAGE_STEPS, type MessageStep, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../lib/admin-ui/form-text-field';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

function SendSwitch({ control, step }: { control: SettingsControl; step: MessageStep }) {
  const { t } = useTranslation('admin-settings');
  const { field } = useController({ name: `customerMessages.steps.${step}.send`, control });
  return (
    <FormControlLabel
      label={t('messages.tell', { step: t(`messages.steps.${step}`) })}
      control={<Switch name={field.name} checked={Boolean(field.value)} onChange={(_event, on) => field.onChange(on)} inputRef={field.ref} />}
    />
  );
}

/** One step: whether it is sent, its texts, and the templates registered for it at Meta and MSG91. */
function StepSettings({ control, step }: { control: SettingsControl; step: MessageStep }) {
  const { t } = useTranslation('admin-settings');
  const sends = useWatch({ control, name: `customerMessages.steps.${step}.send` });
  const stepLabel = t(`messages.steps.${step}`);
  return (
    <Box component="details" sx={{ borderTop: 1, borderColor: 'divider', py: 1, '& > summary': { cursor: 'pointer', py: 0.5 } }}>
      <Typography component="summary" sx={{ fontWeight: 600 }}>
        {stepLabel}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          {sends ? t('messages.sent') : t('messages.notSent')}
        </Typography>
      </Typography>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SendSwitch control={control} step={step} />
        <FormTextField control={control} name={`customerMessages.steps.${step}.textEn` as const} label={t('messages.textEn', { step: stepLabel })} multiline minRows={2} />
        <FormTextField control={control} name={`customerMessages.steps.${step}.textHi` as const} label={t('messages.textHi', { step: stepLabel })} multiline minRows={2} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={`customerMessages.steps.${step}.whatsappTemplate` as const}
            label={t('messages.whatsappTemplate')}
            helperText={t('messages.whatsappTemplateHelp')}
            fullWidth
          />
          <FormTextField
            control={control}
            name={`customerMessages.steps.${step}.whatsappLanguage` as const}
            label={t('messages.templateLanguage')}
            helperText={t('messages.templateLanguageHelp')}
            sx={{ minWidth: 140 }}
          />
        </Stack>
        <FormTextField
          control={control}
          name={`customerMessages.steps.${step}.smsTemplateId` as const}
          label={t('messages.smsTemplate')}
          helperText={t('messages.smsTemplateHelp')}
        />
        <FormTextField
          control={control}
          name={`customerMessages.steps.${step}.smsTemplateIdHi` as const}
          label={t('hindiSms.label')}
          helperText={t('hindiSms.help')}
        />
      </Stack>
    </Box>
  );
}

/** Which steps of an order the customer hears of, in which language, with which texts and templates. */
export function CustomerMessageSettings({ control }: { control: SettingsControl }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('messages.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('messages.note', { placeholders: MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ') })}
      </Typography>
      <Stack spacing={1}>
        <FormTextField control={control} name="customerMessages.language" label={t('messages.language')} select sx={{ maxWidth: 280, mb: 1 }}>
          <MenuItem value="en">{t('messages.english')}</MenuItem>
          <MenuItem value="hi">{t('messages.hindi')}</MenuItem>
        </FormTextField>
        {MESSAGE_STEPS.map((step) => (
          <StepSettings key={step} control={control} step={step} />
        ))}
      </Stack>
    </Paper>
  );
}
