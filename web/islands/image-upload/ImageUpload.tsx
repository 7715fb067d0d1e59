import { useEffect, useImperativeHandle, useRef, useState, type DragEvent, type RefObject } from "react";
import { ownerExtrasText } from "../../../src/contract/i18n/owner-extras-text";
import { ACCEPTED_IMAGE_TYPES, imageSrcSet, MAX_UPLOAD_BYTES, pictureFields } from "../../../src/contract/images";
import { useLang, useText } from "../../components/lang-context";
import { api, ApiError } from "../../lib/api";
import { fileSize } from "../../lib/file-size";
import { putFile } from "../../lib/upload";
import { useScripted } from "../../components/lang-context";
import * as css from "./ImageUpload.css";
import { button } from "../../components/ui.css";

type State =
  | { step: "idle" }
  | { step: "chosen"; file: File; preview: string }
  | { step: "uploading"; file: File; preview: string; progress: number }
  | { step: "failed"; file: File; preview: string; message: string };

/** What the owning form calls when it is sent (docs/decisions/0059-forms-without-losses.md). */
export interface ImageSender {
  /**
   * Uploads the chosen file, if there is one, showing its progress, and answers the path to save
   * with the form: the new image's, else the stored one, else "" (none). Throws `ImageNotSent`
   * when the upload failed; the widget then says why and keeps the file.
   */
  send: () => Promise<string>;
}

/** The chosen picture could not be uploaded: the form is not sent, and the widget says why. */
export class ImageNotSent extends Error {}

interface Props {
  /** The file input's id (a label or a test can find it). */
  id: string;
  /** The stored path's field name (`heroImage`); the file posts as `heroImageFile` without JavaScript. */
  name: string;
  label: string;
  /** The stored image's path, or "" for none. */
  value: string;
  onChange: (objectPath: string) => void;
  churchId?: number;
  error?: string;
  /** Filled by the widget: the form sends the chosen file through it, on submit. */
  sender: RefObject<ImageSender | null>;
  /** Told whether a file waits to be sent with the form. */
  onPick?: (picked: boolean) => void;
}

/** Why a file cannot be sent, checked before any byte leaves (the server checks again, by content). */
function problemWith(files: File[]): "imageOnlyOne" | "imageNotAnImage" | "imageTooLarge" | null {
  if (files.length !== 1) return "imageOnlyOne";
  const file = files[0]!;
  if (!file.type.startsWith("image/")) return "imageNotAnImage";
  if (file.size > MAX_UPLOAD_BYTES) return "imageTooLarge";
  return null;
}

/**
 * One image for a form (docs/product.md M7: one file, images only, at most 10 MB): pick or drop,
 * a preview, and the file goes with the form. Sending the form uploads it first, with a progress
 * bar (`sender`); nothing is uploaded before. Without JavaScript it is a plain file input the form
 * posts (multipart), with 'Remove image' for the stored one, which the server stores through the
 * same pipeline (docs/decisions/0059-forms-without-losses.md).
 */
export function ImageUpload({ id, name, label, value, onChange, churchId, error, sender, onPick }: Props) {
  const t = useText(ownerExtrasText);
  const lang = useLang();
  const scripted = useScripted();
  const [state, setState] = useState<State>({ step: "idle" });
  const [notice, setNotice] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = state.step === "idle" ? null : state.preview;
  const fields = pictureFields(name);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => onPick?.(state.step !== "idle"), [state.step !== "idle"]);
  // A file chosen in the plain input before the script ran goes on with the script.
  useEffect(() => {
    if (scripted && input.current?.files?.length) choose(input.current.files);
  }, [scripted]);

  function choose(chosen: FileList | File[] | null) {
    // Copied first: the input's own list empties when it is cleared.
    const files = Array.from(chosen ?? []);
    if (files.length === 0) return;
    const problem = problemWith(files);
    setNotice(problem ? t(problem) : null);
    // The widget keeps the file; the input is cleared, so choosing the same file again is a change.
    if (input.current) input.current.value = "";
    if (problem) return;
    const file = files[0]!;
    setState({ step: "chosen", file, preview: URL.createObjectURL(file) });
  }

  async function send(): Promise<string> {
    if (state.step === "idle") return value;
    const { file, preview: shown } = state;
    setState({ step: "uploading", file, preview: shown, progress: 0 });
    try {
      const { uploadURL } = await api<{ uploadURL: string }>("POST", "/api/objects/upload");
      const uploaded = await putFile(uploadURL, file, lang, (progress) => setState({ step: "uploading", file, preview: shown, progress })).done;
      // The stored path comes from the attach call; if that fails, from the upload's own answer.
      const objectPath = await api<{ objectPath: string }>("PUT", "/api/church-images", { imageURL: uploadURL, churchId })
        .then((r) => r.objectPath)
        .catch(() => uploaded.objectPath);
      if (!objectPath) throw new Error(t("imageNotStored"));
      // Stored: a form refused for another reason sends this path again, not the file.
      onChange(objectPath);
      setState({ step: "idle" });
      return objectPath;
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : failure instanceof Error ? failure.message : t("imageFailed");
      setState({ step: "failed", file, preview: shown, message });
      throw new ImageNotSent(message);
    }
  }
  useImperativeHandle(sender, () => ({ send }), [state, value, churchId, lang]);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (state.step !== "uploading") choose(event.dataTransfer.files);
  }

  const rules = (
    <p id={`${id}-rules`} className={css.rules}>
      {t("imageRules")}
    </p>
  );
  const current = value && state.step === "idle" ? <img src={value} srcSet={imageSrcSet(value)} sizes="160px" alt={t("imageCurrent", { label: label.toLowerCase() })} className={css.thumb} /> : null;

  return (
    <div className={css.widget} role="group" aria-labelledby={`${id}-label`}>
      {scripted ? (
        <span id={`${id}-label`} className={css.label}>
          {label}
        </span>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className={css.label}>
          {label}
        </label>
      )}
      {current ? (
        <div className={css.current}>
          {current}
          {scripted ? (
            <button type="button" className={button.outline} onClick={() => onChange("")}>
              {t("imageRemove")}
            </button>
          ) : (
            <label className={css.check}>
              <input type="checkbox" name={fields.remove} value="1" />
              {t("imageRemove")}
            </label>
          )}
        </div>
      ) : null}
      {!scripted ? (
        rules
      ) : state.step === "idle" ? (
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
          {rules}
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
            ) : state.step === "failed" ? (
              <span className={css.failure} role="alert">
                {state.message} {t("imageSendAgain")}
              </span>
            ) : (
              <span className={css.rules}>{t("imageWithForm")}</span>
            )}
            {state.step === "uploading" ? null : (
              <div className={css.actions}>
                <button type="button" className={button.outline} onClick={() => setState({ step: "idle" })}>
                  {t("remove")}
                </button>
              </div>
            )}
          </div>
        </div>
      )}
      {/* The same element with and without the script (its key keeps it), so a file chosen before the script ran is not lost. */}
      <input
        key="file"
        ref={input}
        id={id}
        name={fields.file}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        className={scripted ? "visually-hidden" : css.fileInput}
        tabIndex={scripted ? -1 : undefined}
        aria-hidden={scripted || undefined}
        aria-describedby={scripted ? undefined : `${id}-rules`}
        onChange={(e) => {
          if (scripted) choose(e.target.files);
        }}
      />
      <input type="hidden" name={name} value={value} />
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
