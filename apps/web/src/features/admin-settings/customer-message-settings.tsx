import { MESSAGE_PLACEHOLDERS, ORDER_STEPS, STEP_LABELS, type OrderStep, type ShopSettings, type ShopSettingsInput } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../lib/admin-ui/form-text-field';

type SettingsControl = Control<ShopSettingsInput, unknown, ShopSettings>;

function SendSwitch({ control, step }: { control: SettingsControl; step: OrderStep }) {
  const { field } = useController({ name: `customerMessages.steps.${step}.send`, control });
  return (
    <FormControlLabel
      label={`Tell the customer: ${STEP_LABELS[step]}`}
      control={<Switch name={field.name} checked={Boolean(field.value)} onChange={(_event, on) => field.onChange(on)} inputRef={field.ref} />}
    />
  );
}

/** One step: whether it is sent, its texts, and the templates registered for it at Meta and MSG91. */
function StepSettings({ control, step }: { control: SettingsControl; step: OrderStep }) {
  const { t } = useTranslation('admin-settings');
  const sends = useWatch({ control, name: `customerMessages.steps.${step}.send` });
  return (
    <Box component="details" sx={{ borderTop: 1, borderColor: 'divider', py: 1, '& > summary': { cursor: 'pointer', py: 0.5 } }}>
      <Typography component="summary" sx={{ fontWeight: 600 }}>
        {STEP_LABELS[step]}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
          {sends ? ' · sent to the customer' : ' · not sent'}
        </Typography>
      </Typography>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SendSwitch control={control} step={step} />
        <FormTextField control={control} name={`customerMessages.steps.${step}.textEn` as const} label={`${STEP_LABELS[step]}: text in English`} multiline minRows={2} />
        <FormTextField control={control} name={`customerMessages.steps.${step}.textHi` as const} label={`${STEP_LABELS[step]}: text in Hindi`} multiline minRows={2} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={`customerMessages.steps.${step}.whatsappTemplate` as const}
            label="WhatsApp template name"
            helperText="As approved at Meta, e.g. order_ready; empty: no WhatsApp"
            fullWidth
          />
          <FormTextField
            control={control}
            name={`customerMessages.steps.${step}.whatsappLanguage` as const}
            label="Template language"
            helperText="e.g. en, en_US, hi"
            sx={{ minWidth: 140 }}
          />
        </Stack>
        <FormTextField
          control={control}
          name={`customerMessages.steps.${step}.smsTemplateId` as const}
          label="MSG91 template id (DLT)"
          helperText="The id MSG91 shows for the DLT-approved SMS; empty: no SMS"
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
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Customer messages
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The customer hears of each step you turn on by WhatsApp (else SMS), and by email when they gave one. Texts may use{' '}
        {MESSAGE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}; register the same text, with its placeholders in the same order, as
        the WhatsApp template and the DLT SMS template.
      </Typography>
      <Stack spacing={1}>
        <FormTextField control={control} name="customerMessages.language" label="Language of the messages" select sx={{ maxWidth: 280, mb: 1 }}>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="hi">Hindi</MenuItem>
        </FormTextField>
        {ORDER_STEPS.map((step) => (
          <StepSettings key={step} control={control} step={step} />
        ))}
      </Stack>
    </Paper>
  );
}
