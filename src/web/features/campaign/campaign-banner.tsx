import {
  averagePerDonor,
  type Campaign,
  campaignImage,
  formatPercent,
  progressPercent,
  urgencyLabel,
} from "@shared/campaign";
import { formatEuroWhole } from "@shared/money";
import { paths } from "@shared/paths";
import { site } from "@shared/site";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/utils";
import { Calendar, ExternalLink, HandCoins, Users } from "lucide-react";
import { Link } from "react-router";
import { useActiveCampaign } from "./use-active-campaign";
import winterAidImage from "./winter-aid.svg";

/** Home page section 2: the live campaign. */
export function CampaignBanner() {
  const state = useActiveCampaign();
  return (
    <section
      aria-labelledby={state.status === "loading" ? undefined : "campaign-title"}
      aria-label={state.status === "loading" ? "Actuele campagne" : undefined}
      className="bg-muted/60 py-12 sm:py-16"
    >
      <div className="page-container">
        {state.status === "loading" ? (
          <CampaignSkeleton />
        ) : (
          <CampaignCard campaign={state.campaign} isFallback={state.status === "fallback"} />
        )}
      </div>
    </section>
  );
}

function CampaignCard({ campaign, isFallback }: { campaign: Campaign; isFallback: boolean }) {
  const percent = progressPercent(campaign.current_amount, campaign.target_amount);
  const image = campaignImage(campaign.image_url, winterAidImage);
  const stats = [
    { icon: Users, label: "Donateurs", value: String(campaign.supporters) },
    { icon: Calendar, label: "Dagen te gaan", value: String(campaign.days_left) },
    {
      icon: HandCoins,
      label: "Gemiddeld per donateur",
      value: formatEuroWhole(averagePerDonor(campaign, { isFallback })),
    },
  ];
  return (
    <article
      data-testid="campaign-banner"
      data-state={isFallback ? "fallback" : "loaded"}
      className="grid grid-cols-1 overflow-hidden rounded-2xl bg-card shadow-md md:grid-cols-5"
    >
      <img
        src={image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        className={cn(
          "h-56 w-full object-cover md:col-span-2 md:h-full",
          // The built-in illustration, cropped to a tall frame, keeps its family in view.
          image === winterAidImage && "object-[30%_50%]",
        )}
      />
      <div className="flex flex-col gap-4 p-6 md:col-span-3 md:p-8">
        <Badge
          variant={campaign.urgency === "NORMAL" ? "secondary" : "urgent"}
          className="self-start"
        >
          {urgencyLabel(campaign.urgency)}
        </Badge>
        <h2 id="campaign-title" className="text-2xl font-bold text-balance break-words sm:text-3xl">
          {campaign.title}
        </h2>
        <p className="text-muted-foreground">{campaign.description}</p>
        <div>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-xl font-bold text-primary" data-testid="campaign-raised">
              {formatEuroWhole(campaign.current_amount)}
              <span className="text-sm font-normal text-muted-foreground">
                {" "}
                van {formatEuroWhole(campaign.target_amount)}
              </span>
            </p>
            <p className="text-sm font-semibold" data-testid="campaign-percent">
              {formatPercent(percent)}% van het doel bereikt
            </p>
          </div>
          <Progress value={percent} aria-label="Voortgang van de campagne" />
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {stats.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-xl bg-muted p-3">
              <Icon
                aria-hidden="true"
                className="mx-auto mb-1 size-5 text-primary"
                strokeWidth={2}
              />
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-bold" data-testid={`campaign-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <CampaignActions />
      </div>
    </article>
  );
}

/**
 * 'Doneer Nu' and 'Meer informatie' lead to the same pages whatever the campaign, so the
 * skeleton (the page's first HTML) has them too: a keyboard user tabbing past the section
 * before it has loaded still reaches them, and they work before any script runs.
 */
function CampaignActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link to={paths.donate}>Doneer Nu</Link>
      </Button>
      <Button asChild variant="outline">
        <a href={site.external.activityPage} target="_blank" rel="noopener noreferrer">
          Meer informatie <ExternalLink aria-hidden="true" />
          <span className="sr-only"> (opent in een nieuw tabblad)</span>
        </a>
      </Button>
    </div>
  );
}

/** Same footprint as the card, so nothing shifts when the campaign arrives. */
function CampaignSkeleton() {
  return (
    <div
      data-testid="campaign-skeleton"
      className="grid overflow-hidden rounded-2xl bg-card shadow-md md:grid-cols-5"
    >
      <span className="sr-only" role="status">
        Campagne wordt geladen…
      </span>
      <Skeleton className="h-56 rounded-none md:col-span-2 md:h-full" />
      <div className="flex flex-col gap-4 p-6 md:col-span-3 md:p-8">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-3 w-full rounded-full" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <CampaignActions />
      </div>
    </div>
  );
}
