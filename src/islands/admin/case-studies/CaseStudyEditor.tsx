// The case study editor page's fields (docs/product.md#case-studies, #editor): Title*, Slug* (made
// from the title while creating, until edited by hand; never changed by the title when editing,
// since the public address would move), Summary*, the client (blank: anonymous), Industry*, Size,
// Stage, Timeline, Problem* and Approach* in the shared rich-text editor, the outcomes (figure and
// label pairs, at least one), the services (at least one), the linked testimonial, the cover,
// Featured, then 'Search and sharing'. The page around them (../shared/forms/EditorPage.tsx) saves,
// autosaves, publishes (its publish menu) and restores; its checks use the shared schema's messages.
import { useMemo } from "react";
import { Button, CheckboxGroup, Label } from "react-aria-components";
import { iconPlus, iconTrash, SvgIcon } from "../../../components/Icon";
import { Checkbox } from "../../../components/ui/Checkbox";
import { RequiredMark } from "../../../components/ui/field-parts";
import { Select } from "../../../components/ui/Select";
import { Switch } from "../../../components/ui/Switch";
import { TextField } from "../../../components/ui/TextField";
import { serviceNames } from "../../../content/case-studies";
import { caseStudySchema, MAX_CASE_STUDY_OUTCOMES } from "../../../shared/schemas/case-study";
import type { AdminCaseStudy, AdminTestimonial } from "../shared/data/api-types";
import { ADMIN_TESTIMONIALS_PATH } from "../shared/data/paths";
import { useApiQuery } from "../shared/data/query";
import { editorHtml, RichTextField } from "../shared/editor/RichTextField";
import { EditorPage, type OpenedItem } from "../shared/forms/EditorPage";
import {
  blankEditedItem,
  CoverImageField,
  editedItemBody,
  type EditedItemValues,
  TitleAndSlugFields,
  useEditorForm,
} from "../shared/forms/editor-fields";
import { valuesFrom } from "../shared/forms/form-support";
import { SearchAndSharingFields } from "../shared/forms/SearchAndSharingFields";
import { caseStudyAdminTexts as texts } from "./texts";

type Outcome = { figure: string; label: string };

type Values = EditedItemValues & {
  summary: string;
  client: string;
  industry: string;
  companySize: string;
  stage: string;
  timeline: string;
  problem: string;
  approach: string;
  outcomes: Outcome[];
  services: string[];
  /** The chosen testimonial's id as text; empty: none. */
  testimonialId: string;
  featured: boolean;
};

const blank: Values = {
  ...blankEditedItem,
  summary: "",
  client: "",
  industry: "",
  companySize: "",
  stage: "",
  timeline: "",
  problem: "",
  approach: "",
  outcomes: [{ figure: "", label: "" }],
  services: [],
  testimonialId: "",
  featured: false,
};

function openedValues(item: AdminCaseStudy | null): Values {
  if (!item) return { ...blank };
  const testimonialId = item.testimonialId === null ? "" : String(item.testimonialId);
  return {
    ...valuesFrom(blank, { ...item, testimonialId }),
    problem: editorHtml(item.problem),
    approach: editorHtml(item.approach),
    outcomes: item.outcomes.map((o) => ({ ...o })),
    services: [...item.services],
  };
}

/** The API's body without the publication: blanks as null, the testimonial as a number or null. */
function contentOf(values: Values) {
  return {
    ...editedItemBody(values),
    summary: values.summary,
    client: values.client.trim() || null,
    industry: values.industry,
    companySize: values.companySize.trim() || null,
    stage: values.stage.trim() || null,
    timeline: values.timeline.trim() || null,
    problem: values.problem,
    approach: values.approach,
    outcomes: values.outcomes,
    services: values.services,
    testimonialId: values.testimonialId ? Number(values.testimonialId) : null,
    featured: values.featured,
  };
}

export function CaseStudyEditor({
  caseStudy,
  ...opened
}: { caseStudy: AdminCaseStudy | null } & OpenedItem<AdminCaseStudy>) {
  const editing = caseStudy !== null;
  const { form, page } = useEditorForm(openedValues(caseStudy), caseStudySchema, contentOf);
  const { values, update, set, saving, text, errors } = form;
  // Choices only: if the testimonials cannot be read, the case study is saved without changing its quote.
  const testimonials = useApiQuery<AdminTestimonial[]>(ADMIN_TESTIMONIALS_PATH);
  const testimonialOptions = useMemo(
    () =>
      (Array.isArray(testimonials.data) ? testimonials.data : []).map((t) => ({
        value: String(t.id),
        label: t.company ? `${t.name}, ${t.company}` : t.name,
      })),
    [testimonials.data],
  );

  const setOutcome = (index: number, patch: Partial<Outcome>) =>
    update({ outcomes: values.outcomes.map((o, i) => (i === index ? { ...o, ...patch } : o)) });

  return (
    <EditorPage kind="case-study" item={caseStudy} texts={texts} {...opened} {...page}>
      <TitleAndSlugFields labels={texts.fields} editing={editing} text={text} update={update} />
      <TextField
        label={texts.fields.summary}
        description={texts.fields.summaryDescription}
        isRequired
        rows={3}
        {...text("summary")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={texts.fields.client} description={texts.fields.clientDescription} {...text("client")} />
        <TextField label={texts.fields.industry} isRequired {...text("industry")} />
        <TextField
          label={texts.fields.companySize}
          placeholder={texts.fields.companySizePlaceholder}
          {...text("companySize")}
        />
        <TextField label={texts.fields.stage} placeholder={texts.fields.stagePlaceholder} {...text("stage")} />
        <TextField label={texts.fields.timeline} placeholder={texts.fields.timelinePlaceholder} {...text("timeline")} />
      </div>
      <RichTextField label={texts.fields.problem} {...form.richText("problem")} />
      <RichTextField label={texts.fields.approach} {...form.richText("approach")} />

      <fieldset className="flex flex-col gap-3" data-outcomes-field>
        <legend className="text-sm font-semibold text-fg">
          {texts.fields.outcomes}
          <RequiredMark />
        </legend>
        <p className="text-sm text-muted">{texts.fields.outcomesDescription}</p>
        {values.outcomes.map((outcome, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an outcome has no identity but its place
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[10rem_1fr_auto]">
            <TextField
              label={texts.fields.figure(index + 1)}
              value={outcome.figure}
              onChange={(figure) => setOutcome(index, { figure })}
              isDisabled={saving}
            />
            <TextField
              label={texts.fields.label(index + 1)}
              value={outcome.label}
              onChange={(label) => setOutcome(index, { label })}
              isDisabled={saving}
            />
            <Button
              aria-label={texts.fields.removeOutcome(index + 1)}
              isDisabled={saving || values.outcomes.length === 1}
              onPress={() => update({ outcomes: values.outcomes.filter((_, i) => i !== index) })}
              className="btn-outline h-10 px-3"
            >
              <SvgIcon drawing={iconTrash} className="h-4 w-4" />
            </Button>
          </div>
        ))}
        {errors.outcomes ? <p className="text-sm font-medium text-danger">{errors.outcomes}</p> : null}
        <Button
          isDisabled={saving || values.outcomes.length >= MAX_CASE_STUDY_OUTCOMES}
          onPress={() => update({ outcomes: [...values.outcomes, { figure: "", label: "" }] })}
          className="btn-outline self-start"
        >
          <SvgIcon drawing={iconPlus} className="h-4 w-4" />
          {texts.fields.addOutcome}
        </Button>
      </fieldset>

      <CheckboxGroup
        value={values.services}
        onChange={set("services")}
        isDisabled={saving}
        isRequired
        isInvalid={errors.services !== undefined}
        className="flex flex-col gap-3"
        data-services-field
      >
        <Label className="text-sm font-semibold text-fg">
          {texts.fields.services}
          <RequiredMark />
        </Label>
        <div className="grid gap-3 sm:grid-cols-2">
          {Object.entries(serviceNames).map(([value, label]) => (
            <Checkbox key={value} value={value} label={label} />
          ))}
        </div>
        {errors.services ? <p className="text-sm font-medium text-danger">{errors.services}</p> : null}
      </CheckboxGroup>

      <Select
        label={texts.fields.testimonial}
        options={testimonialOptions}
        placeholder={texts.fields.testimonialPlaceholder}
        {...form.choice("testimonialId")}
      />
      <CoverImageField labels={texts.fields} {...form.image("coverImage")} />
      <Switch
        name="featured"
        isSelected={values.featured}
        onChange={set("featured")}
        isDisabled={saving}
        label={texts.fields.featured}
        description={texts.fields.featuredDescription}
      />
      <SearchAndSharingFields
        kind="case-study"
        values={values}
        text={text}
        onBusyChange={form.uploadBusy("shareImage")}
      />
    </EditorPage>
  );
}
