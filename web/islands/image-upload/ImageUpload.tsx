import { useEffect, useRef, useState, type DragEvent } from "react";
import { ownerExtrasText } from "../../../src/contract/i18n/owner-extras-text";
import { ACCEPTED_IMAGE_TYPES, imageSrcSet, MAX_UPLOAD_BYTES } from "../../../src/contract/images";
import { useLang, useText } from "../../components/lang-context";
import { api, ApiError } from "../../lib/api";
import { fileSize } from "../../lib/file-size";
import { putFile } from "../../lib/upload";
import { showToast } from "../../state/toasts";
import * as css from "./ImageUpload.css";
import { button } from "../../components/ui.css";

type State =
  | { step: "idle" }
  | { step: "chosen"; file: File; preview: string }
  | { step: "uploading"; file: File; preview: string; progress: number }
  | { step: "failed"; file: File; preview: string; message: string };

interface Props {
  id: string;
  label: string;
  /** The stored image's path, or "" for none. */
  value: string;
  onChange: (objectPath: string) => void;
  churchId?: number;
  /** The 'Success' toast's description. */
  successText: string;
  error?: string;
}

/** Why a file cannot be sent, checked before any byte leaves (the server checks again, by content). */
function problemWith(files: FileList | File[]): "imageOnlyOne" | "imageNotAnImage" | "imageTooLarge" | null {
  if (files.length !== 1) return "imageOnlyOne";
  const file = files[0]!;
  if (!file.type.startsWith("image/")) return "imageNotAnImage";
  if (file.size > MAX_UPLOAD_BYTES) return "imageTooLarge";
  return null;
}

/**
 * One image, uploaded on request (docs/product.md M7: one file, images only, at most 10 MB, no
 * auto-start): pick or drop, preview, Upload, a progress bar, Cancel, Retry.
 */
export function ImageUpload({ id, label, value, onChange, churchId, successText, error }: Props) {
  const t = useText(ownerExtrasText);
  const lang = useLang();
  const [state, setState] = useState<State>({ step: "idle" });
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<(() => void) | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = state.step === "idle" ? null : state.preview;

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choose(files: FileList | File[] | null) {
    if (!files || files.length === 0) return;
    const problem = problemWith(files);
    setNotice(problem ? t(problem) : null);
    if (problem) return;
    const file = files[0]!;
    setState({ step: "chosen", file, preview: URL.createObjectURL(file) });
  }

  async function start() {
    if (state.step !== "chosen" && state.step !== "failed") return;
    const { file, preview: shown } = state;
    setState({ step: "uploading", file, preview: shown, progress: 0 });
    try {
      const { uploadURL } = await api<{ uploadURL: string }>("POST", "/api/objects/upload");
      const upload = putFile(uploadURL, file, lang, (progress) => setState({ step: "uploading", file, preview: shown, progress }));
      abort.current = upload.abort;
      const uploaded = await upload.done;
      abort.current = null;
      // The stored path comes from the attach call; if that fails, from the upload's own answer.
      const objectPath = await api<{ objectPath: string }>("PUT", "/api/church-images", { imageURL: uploadURL, churchId })
        .then((r) => r.objectPath)
        .catch(() => uploaded.objectPath);
      if (!objectPath) throw new Error(t("imageNotStored"));
      onChange(objectPath);
      setState({ step: "idle" });
      showToast({ title: t("imageSuccess"), description: successText });
    } catch (failure) {
      abort.current = null;
      if (failure instanceof DOMException && failure.name === "AbortError") {
        setState({ step: "chosen", file, preview: shown });
        setNotice(t("imageCancelled"));
        return;
      }
      const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : failure instanceof Error ? failure.message : t("imageFailed");
      setState({ step: "failed", file, preview: shown, message });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (state.step !== "uploading") choose(Array.from(event.dataTransfer.files));
  }

  return (
    <div className={css.widget} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      {value && state.step === "idle" ? (
        <div className={css.current}>
          <img src={value} srcSet={imageSrcSet(value)} sizes="160px" alt={t("imageCurrent", { label: label.toLowerCase() })} className={css.thumb} />
          <button type="button" className={button.outline} onClick={() => onChange("")}>
            {t("imageRemove")}
          </button>
        </div>
      ) : null}
      {state.step === "idle" ? (
        <div
          className={css.dropzone}
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>{t("imageDrag")}</p>
          <button type="button" className={button.outline} onClick={() => input.current?.click()} aria-describedby={`${id}-rules`}>
            {value ? t("imageChooseAnother") : t("imageChoose")}
          </button>
          <p id={`${id}-rules`} className={css.rules}>
            {t("imageRules")}
          </p>
        </div>
      ) : (
        <div className={css.fileCard}>
          <img src={state.preview} alt={t("imagePreview", { name: state.file.name })} className={css.thumb} />
          <div className={css.fileInfo}>
            <strong>{state.file.name}</strong>
            <span>{fileSize(state.file.size, lang)}</span>
            {state.step === "uploading" ? (
              <>
                <progress className={css.progress} max={1} value={state.progress} aria-label={t("imageUploading", { name: state.file.name })} />
                <span aria-live="polite">{Math.round(state.progress * 100)}%</span>
              </>
            ) : null}
            {state.step === "failed" ? (
              <span className={css.failure} role="alert">
                {state.message}
              </span>
            ) : null}
            <div className={css.actions}>
              {state.step === "chosen" ? (
                <button type="button" className={button.primary} onClick={() => void start()}>
                  {t("imageUpload")}
                </button>
              ) : null}
              {state.step === "failed" ? (
                <button type="button" className={button.primary} onClick={() => void start()}>
                  {t("imageRetry")}
                </button>
              ) : null}
              {state.step === "uploading" ? (
                <button type="button" className={button.outline} onClick={() => abort.current?.()}>
                  {t("imageCancel")}
                </button>
              ) : (
                <button type="button" className={button.outline} onClick={() => setState({ step: "idle" })}>
                  {t("remove")}
                </button>
              )}
            </div>
          </div>
        </div>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          choose(e.target.files);
          e.target.value = "";
        }}
      />
      {notice ? (
        <span className={css.failure} role="status">
          {notice}
        </span>
      ) : null}
      {error ? (
        <span className={css.failure} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
