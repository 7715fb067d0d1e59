import { useEffect, useState } from "react";
import { label } from "../../../src/contract/options";
import { api } from "../../lib/api";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { Skeletons } from "./Skeletons";

interface Banner {
  id: number;
  imageUrl: string;
  linkUrl: string;
  altText: string;
  status: "pending" | "approved" | "rejected";
  paid: boolean;
  paidUntil: string | null;
  advertiser: string | null;
}

/** Banner ads (docs/product.md D12): approve paid banners for the directory's bottom slot. */
export function Banners() {
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () => api<Banner[]>("GET", "/api/admin/banners").then(setBanners, () => setBanners([]));
  useEffect(() => void load(), []);

  async function decide(id: number, action: "approve" | "reject") {
    setBusy(true);
    try {
      await api("POST", `/api/admin/banners/${id}/${action}`);
      showToast({ title: action === "approve" ? "Banner approved" : "Banner rejected" });
      await load();
    } catch {
      showToast({ title: "Error", description: `Failed to ${action} the banner`, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (!banners) return <Skeletons />;
  if (!banners.length) return <p>No banner advertisements yet.</p>;
  return (
    <ul className={css.list}>
      {banners.map((b) => (
        <li key={b.id} className={`${css.item} ${b.status === "approved" ? css.statusApproved : b.status === "pending" ? css.statusPending : css.statusOther}`}>
          <div>
            <img src={b.imageUrl.replace("-1600", "-480")} alt={b.altText} width={240} className={css.bannerThumb} />
            <p>
              {label(b.status)} · {b.paid ? `paid until ${b.paidUntil!.slice(0, 10)}` : "not paid"} · by {b.advertiser ?? "unknown"}
              <br />
              Links to <a href={b.linkUrl} rel="noopener noreferrer nofollow" target="_blank">{b.linkUrl}</a>
            </p>
          </div>
          {b.status === "pending" ? (
            <span className={buttonRow}>
              <button type="button" className={button.primary} disabled={busy} onClick={() => void decide(b.id, "approve")} aria-label={`Approve banner: ${b.altText}`}>
                Approve
              </button>
              <button type="button" className={button.outline} disabled={busy} onClick={() => void decide(b.id, "reject")} aria-label={`Reject banner: ${b.altText}`}>
                Reject
              </button>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
