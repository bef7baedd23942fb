import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translate-message';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import { thumbnailFileProblem } from './product-form-values';
import type { ProductFormApi } from './use-product-form';
import { useFilePreview } from './use-file-preview';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The picture: a URL (the shop logo by default) or an uploaded image, which then replaces the URL. */
export function ThumbnailField({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('admin-products');
  const { control } = form;
  const {
    field: { ref: fileInputRef, name: fileFieldName, onChange: setFile },
    fieldState: fileState,
  } = useController({ control, name: 'thumbnailFile' });
  const url = useWatch({ control, name: 'thumbnail' });
  const file = useWatch({ control, name: 'thumbnailFile' });
  const filePreview = useFilePreview(file && !thumbnailFileProblem(file) ? file : null);
  const errorId = useId();
  const previewSrc = file ? filePreview : url;
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    // Checked at once: a wrong file is refused before anything is sent.
    void form.trigger('thumbnailFile');
  };

  const clear = () => {
    setFile(null);
    void form.trigger('thumbnailFile');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box
        sx={{
          width: 132,
          height: 99,
          flexShrink: 0,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {previewSrc && previewSrc !== brokenSrc ? (
          <Box
            component="img"
            src={previewSrc}
            alt={t('thumbnail.preview')}
            onError={() => setBrokenSrc(previewSrc)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1, textAlign: 'center' }}>
            {t('thumbnail.noPreview')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <FormTextField
          control={control}
          name="thumbnail"
          label={t('thumbnail.url')}
          disabled={file !== null}
          helperText={file ? t('thumbnail.urlHelpUploaded') : t('thumbnail.urlHelp')}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {/* The file input inside is the control; the label only shows it as a button (no role of its own, not a tab stop). */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            sx={{ '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          >
            {t('thumbnail.upload')}
            <Box
              component="input"
              type="file"
              accept="image/*"
              name={fileFieldName}
              ref={fileInputRef}
              aria-describedby={fileState.error ? errorId : undefined}
              aria-invalid={fileState.invalid}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                choose(event.target.files?.[0]);
                // Lets the same file be chosen again after it was removed.
                event.target.value = '';
              }}
              sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            />
          </Button>
          {file && (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name} ({formatSize(file.size)})
              </Typography>
              <Button size="small" color="inherit" startIcon={<CloseIcon />} onClick={clear}>
                {t('thumbnail.remove')}
              </Button>
            </>
          )}
        </Stack>
        {fileState.error ? (
          <FormHelperText id={errorId} error role="alert">
            {fileState.error.message && translateMessage(fileState.error.message)}
          </FormHelperText>
        ) : (
          <FormHelperText>{t('thumbnail.fileHelp')}</FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
