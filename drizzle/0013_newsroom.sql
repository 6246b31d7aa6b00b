CREATE TABLE "post_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover_image" text,
	"cover_alt" text DEFAULT '' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_on" date,
	"created_by" text NOT NULL,
	"published_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_kind" CHECK ("posts"."kind" in ('blog', 'news')),
	CONSTRAINT "posts_status" CHECK ("posts"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "posts_published_at" CHECK ("posts"."status" <> 'published' or "posts"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "post_slug_redirects" ADD CONSTRAINT "post_slug_redirects_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_public_idx" ON "posts" USING btree ("status","publish_at");--> statement-breakpoint
-- The six articles of the first release move in as the newsroom's first records, published by
-- the editorial desk on the day each was dated (midnight in India), with their corrections.
INSERT INTO "posts" ("slug", "kind", "category", "title", "excerpt", "body", "sources", "status", "publish_at", "updated_on", "created_by", "published_by") VALUES
($post$fmge-december-2025-results$post$, $post$news$post$, $post$Events$post$, $post$FMGE December 2025 results: 23.95% of candidates passed$post$, $post$The December 2025 FMGE, held on 17 January 2026, was passed by 10,262 of the 42,872 candidates who sat it (23.95%), The Telegraph reported on 6 February 2026.$post$,
$post$The National Board of Examinations in Medical Sciences (NBEMS) has published the scorecards for the December 2025 session of the Foreign Medical Graduate Examination (FMGE). The session was held on 17 January 2026.

According to The Telegraph (6 February 2026), 10,262 of the 42,872 candidates who sat the exam passed. That is a pass rate of 23.95%, or roughly one candidate in four. Other outlets printed slightly different counts; this article uses The Telegraph's figures throughout.

The Telegraph also reported that the results are provisional: NBEMS issues a pass certificate only after it has checked the candidate's identity and documents in person.

## What the FMGE is

Graduates of foreign medical courses, including courses in every country this site covers, must pass the FMGE before they can register to practise in India. The exam has 300 multiple-choice questions in two parts of 150. The pass mark is 150 out of 300, and there is no negative marking. There are two sessions a year, June and December, although a December session can be held in the following January, as this one was.

NExT was notified in 2023 and then deferred; FMGE applies until the NMC announces NExT.

## How this session compares

The last four sessions, with the number who passed out of the number who sat, where that was reported:

- **June 2024:** 20.19% (7,233 of 35,819), Careers360, 20 January 2025
- **December 2024:** 29.62% (13,149 passed), Careers360, 20 January 2025
- **June 2025:** 18.61% (6,707 of 36,034), Zee News, 14 August 2025
- **December 2025:** 23.95% (10,262 of 42,872), The Telegraph, 6 February 2026

In none of these four sessions did as many as a third of the candidates pass. More candidates sat in December 2025 than in June 2025: 42,872 against 36,034.

## What it means when you choose a university

These are national figures for all foreign graduates together. We have found no official FMGE results by country of study more recent than those for graduates of 2015-18, which our country guides show for Russia and Nepal with their years.

If a university or an agent quotes an FMGE pass figure for its own graduates, ask how it was counted, for which years, and where it was published. A figure you cannot check should not decide where your child studies.

The FMGE is also not the first hurdle. The course itself must meet India's FMGL 2021 conditions, which our [university pages](/universities) check one by one, and our [country guides](/resources/guides) set out each country's steps.

## What comes next

The tentative NBEMS calendar for 2026, released on 29 December 2025, placed the June 2026 session on 28 June 2026 (NDTV, 29 December 2025; Business Standard, 30 December 2025). NBEMS said the exact dates would be fixed in each exam's information bulletin.

**Update, 25 November 2026:** the June 2026 session was scheduled for 28 June 2026 (Careers360, 13 February 2026). We have not found a published result for it, so we do not quote one here. Check the notices on the [NBEMS website](https://natboard.edu.in) for the current position.$post$,
$post$[{"title":"The Telegraph (Edugraph): NBEMS releases FMGE December 2025 scorecards; pass percentage at 23.95%","url":"https://www.telegraphindia.com/edugraph/news/nbems-releases-fmge-december-2025-scorecards-pass-percentage-at-23-95/cid/2146142","date":"2026-02-06"},{"title":"The Telegraph: FMGE format (300 questions in two parts of 150, pass mark 150/300, no negative marking), via the project facts sheet","url":null,"date":"2026-01-27"},{"title":"Careers360: FMGE December 2024 results (29.62%, 13,149 passed) and the June 2024 session (20.19%, 7,233 of 35,819)","url":"https://news.careers360.com/fmge-results-december-2024-70-percent-fail-fmge-exam-scorecards-out-by-january-27-natboard-edu-in-pass-percentage/amp","date":"2025-01-20"},{"title":"Zee News: FMGE June 2025 pass rate falls to 18.61% (6,707 of 36,034)","url":"https://zeenews.india.com/education/fmge-june-2025-pass-rate-falls-to-18-61-over-30000-foreign-medical-graduates-fail-2945773.html","date":"2025-08-14"},{"title":"NDTV: NBEMS 2026 exam calendar released (FMGE June 2026 on 28 June 2026)","url":"https://www.ndtv.com/education/nbems-2026-exam-calendar-released-check-complete-schedule-here-10058237","date":"2025-12-29"},{"title":"Business Standard: NBEMS exam schedule 2026 out (dates tentative)","url":"https://www.business-standard.com/education/news/nbems-exam-schedule-2026-out-check-timetable-for-fmge-gpat-other-exams-nc-125123000343_1.html","date":"2025-12-30"},{"title":"Careers360: June 2026 FMGE scheduled for 28 June 2026, via the project facts sheet","url":null,"date":"2026-02-13"}]$post$::jsonb, 'published', '2026-02-06T00:00:00+05:30', '2026-11-25', 'editorial desk', 'editorial desk'),
($post$georgia-caps-foreign-students-state-universities-2026-27$post$, $post$news$post$, $post$Regulations$post$, $post$Georgia caps foreign students at state universities from 2026-27$post$, $post$Georgia said in December 2025 that state universities would stop taking new foreign students. On 24 February 2026 TSMU's rector said it may admit foreigners within 5% of its quota.$post$,
$post$Georgia's government has changed the rules for foreign students at its state universities. For Indian families looking at medicine in Georgia, three announcements made between December 2025 and February 2026 matter.

## What was announced

- **3-4 December 2025.** Education Minister Givi Mikanadze said that from the next academic year, 2026-27, state universities would no longer admit foreign students except in exceptional cases. Private universities can go on admitting them (OC Media; Georgia Today).
- **12-13 February 2026.** Under the government's "one city, one faculty" reform, each state university was given a fixed set of fields. In Tbilisi, medicine went to Tbilisi State Medical University (TSMU). Ivane Javakhishvili Tbilisi State University (TSU) keeps fields such as the sciences, humanities and law, and stops enrolling medical students (The Messenger; Georgia Today).
- **24 February 2026.** The rector of TSMU said the university may admit foreign students within 5% of its overall quota, according to a report by Apsny.ge. For TSMU, then, the rule looks like a cap rather than a complete stop.

## Why it matters

Georgia has grown quickly as a destination. Foreign students rose from about 17,500 in 2021-22 to 37,100 in 2024-25, and Georgia Today reported that most of them come from India and study medicine.

Three of the five Georgian universities we list are state universities: TSMU, TSU and Batumi Shota Rustaveli State University. The two private ones, Caucasus University and David Tvildiani Medical University, are outside the restriction on foreign students as it was announced.

What is known, and what is not, as of 24 February 2026:

- **TSMU:** according to its rector, foreign entrants share a cap of 5% of the university's quota. The number of places this means has not been published.
- **TSU:** medicine is not among the fields it was given, so it is not enrolling new medical students, Georgian or foreign.
- **Batumi:** the December announcement covers it as a state university. We have not found a later statement on whether, or how many, foreign medical students it may admit from 2026-27.

The announcements concern new admissions. Nothing we have read sets out what, if anything, changes for foreign students already enrolled, so families in that position should ask their university in writing.

## What to do if you are considering Georgia

- Before paying a state university anything, ask it in writing whether it is admitting foreign students to the first year in 2026-27, and how many places it has.
- If anyone offers a place in medicine at TSU for 2026-27, ask the university itself to confirm it in writing.
- At private universities the usual checks still apply. Our [Georgia guide](/mbbs-in-georgia) marks the internship, English-medium and licence conditions of India's FMGL 2021 rules as contested for Georgia, and explains why.
- Compare the options on our [universities](/universities) pages, where each Georgian entry shows its own FMGL checklist.$post$,
$post$[{"title":"OC Media: Georgia to stop accepting foreign students in state universities as of next academic year","url":"https://oc-media.org/georgia-to-stop-accepting-foreign-students-in-state-universities-as-of-next-academic-year","date":"2025-12-04"},{"title":"Georgia Today: Georgia to ban foreign students at state universities from next year (foreign students 17,500 in 2021-22, 37,100 in 2024-25)","url":"https://georgiatoday.ge/georgia-to-ban-foreign-students-at-state-universities-from-next-year","date":"2025-12-04"},{"title":"The Messenger: Georgian Dream reorganizes public university programs under 'one city, one faculty' plan","url":"https://www.messenger.com.ge/issues/6080_february_13_2026/6080_liza1.html","date":"2026-02-13"},{"title":"Georgia Today: government introduces 'one city - one faculty' model for state universities","url":"https://georgiatoday.ge/government-introduces-one-city-one-faculty-model-for-state-universities","date":"2026-02-12"},{"title":"Apsny.ge (in Russian): TSMU rector says foreign students may be admitted within 5% of the overall quota","url":"https://www.apsny.ge/2026/soc/1771953204.php","date":"2026-02-24"}]$post$::jsonb, 'published', '2026-02-24T00:00:00+05:30', NULL, 'editorial desk', 'editorial desk'),
($post$nmc-names-chirchik-branch-tashkent-state-medical-university$post$, $post$news$post$, $post$Regulations$post$, $post$NMC names the Chirchik branch of Tashkent State Medical University$post$, $post$On 21 July 2025 the NMC advised Indian students not to seek admission at the Chirchik branch of Tashkent State Medical University or at three medical schools in Belize.$post$,
$post$India's National Medical Commission (NMC) has issued an alert advising Indian students not to seek admission to undergraduate medical courses at four institutions abroad. The New Indian Express and Careers360 reported the alert on 21 July 2025.

One of the four is in Uzbekistan: the Chirchik branch of Tashkent State Medical University (TSMU). The other three are in Belize: Central American Health and Sciences University, Columbus Central University and Washington University of Health and Sciences.

## What the alert says

According to The New Indian Express, the NMC said that students who do not follow the advice will be ineligible for medical registration in India. The alert followed concerns, raised by the Embassy of India in Mexico and the Eurasia Division of the Ministry of External Affairs, that these institutions did not meet Indian standards of medical education.

The alert also asks students and parents to read an earlier NMC advisory, dated 19 May 2025 and published on the NMC website, before they seek admission to any foreign medical institution.

On 23 July 2025 the Chirchik branch issued a statement rejecting the criticism as unfounded (Fergana news agency). Registration in India is decided under the NMC's rules, not by an institution's own statement.

## Why the name on the admission letter matters

In April 2025 Tashkent Medical Academy was merged into Tashkent State Medical University, and the academy's branch in Chirchik became a branch of the university. Older papers, agents and websites may still use the academy's name, and "Tashkent State Medical University" can now mean the main university in Tashkent or one of its branches.

So, if your child is offered a place at TSMU:

- Check that the admission letter names the main campus in Tashkent, not the Chirchik branch.
- Ask in writing where the whole course, including clinical training and the internship, will take place. India's FMGL 2021 rules require the whole course to be done at one institution.
- Look at the NMC website for newer notices before paying any fee.

## An alert is not a list of safe choices

The NMC does not approve, endorse or publish a list of foreign universities. An institution that is not named in an alert still has to meet the FMGL 2021 conditions, course by course.

Our [Uzbekistan guide](/mbbs-in-uzbekistan) shows where the Uzbek universities we list stand. For Uzbekistan the internship and licence conditions are unverified, and the English-medium condition is contested because patients speak Uzbek or Russian. Get the university's answers in writing before you pay, and compare entries on our [universities](/universities) pages.$post$,
$post$[{"title":"The New Indian Express: NMC warns against admission in undergraduate courses at four foreign medical colleges, issues advisory","url":"https://www.newindianexpress.com/nation/2025/Jul/21/nmc-warns-against-admission-in-undergraduate-courses-at-four-foreign-medical-colleges-issues-advisory","date":"2025-07-21"},{"title":"Careers360: report of the NMC alert of 21 July 2025, via the project facts sheet","url":null,"date":"2025-07-21"},{"title":"Fergana news agency: India's NMC warns students about the Chirchik branch of TSMU; the branch's statement of 23 July 2025","url":"https://en.fergana.agency/news/139121","date":"2025-07-23"},{"title":"xs.uz (Arabic edition): Tashkent State Medical University to be established from Tashkent Medical Academy and two institutes; the Chirchik branch renamed","url":"https://www.xs.uz/ar/post/tashkent-state-medical-university-to-be-established","date":"2026-11-25"},{"title":"Tashkent State Medical University: ushering in a new era of medical education (the 2025 merger)","url":"https://tma.uz/en/2025/09/04/tashkent-state-medical-university-ushering-in-a-new-era-of-medical-education","date":"2025-09-04"}]$post$::jsonb, 'published', '2025-07-21T00:00:00+05:30', '2026-11-25', 'editorial desk', 'editorial desk'),
($post$neet-result-valid-three-years-2027-intake$post$, $post$blog$post$, $post$Exams$post$, $post$NEET is valid for three years: what it means for a 2027 intake$post$, $post$A NEET result counts for study abroad for three years from its declaration. A 2025 result covers a 2027 intake, a 2023 result does not, and a 2024 result depends on the dates.$post$,
$post$If your child wants to study medicine abroad and then practise in India, NEET-UG comes first. Since 2018, Indian students who take admission to a medical course abroad and want to practise in India must have qualified NEET. In February 2025 the Supreme Court upheld this requirement and refused a one-time exemption to students who had gone abroad without it (Careers360, 20 February 2025).

## The three-year rule

A Medical Council of India notification, published in the Gazette on 14 March 2019, made a NEET result valid for three years from the date the result was declared, for taking admission to a medical course abroad. The notification counts a pre-medical or language course that leads into the MBBS as part of that course.

Three things follow from it:

- The three years run from the declaration of the result, not from the day of the exam. Keep proof of the declaration date with your documents.
- The student must have qualified, that is, reached the qualifying cut-off. Sitting the exam is not enough.
- The result must still be valid when the student takes admission abroad. Plan the admission well inside the three years rather than close to the end.

## Worked examples for a 2027 intake

Intake months differ by country and university, so check the month on the university's page. The examples below hold whatever the month:

- **NEET 2025 result:** three years from its declaration run into 2028, so it covers a 2027 intake.
- **NEET 2026 result:** covers a 2027 intake with time to spare.
- **NEET 2023 result:** three years from its declaration end in 2026, before any 2027 intake begins. It does not cover a 2027 intake. The student needs a newer result: NEET 2026, or NEET 2027 if that result is declared before the admission date.
- **NEET 2024 result:** three years from its declaration end during 2027, so the answer depends on two dates: the day the 2024 result was declared and the day of admission. If admission, counting any preparatory course, comes after the third anniversary of the declaration, the 2024 result does not cover it.

You can check your own dates with our [NEET eligibility tool](/resources/tools?tab=neet).

## The other entry conditions

NEET is not the only condition. Our guides also list 50% in Physics, Chemistry and Biology in Class 12 (40% for SC/ST/OBC, 45% for PwD), English passed in Class 12, and an age of 17 by 31 December of the admission year. Many universities also set their own test or interview.

## After the course

NEET is the first gate; two more come later. The course must meet India's FMGL 2021 conditions, and the graduate must then pass the FMGE, held in June and December. NExT was notified in 2023 and then deferred; FMGE applies until the NMC announces NExT.

Our [practical guides](/resources/guides) take you through each country's steps, from documents to the first weeks after arrival.$post$,
$post$[{"title":"Medical Council of India: Gazette notification amending the Screening Test Regulations, 2002 (NEET result valid for three years from its declaration)","url":null,"date":"2019-03-14"},{"title":"Catch News: NEET score validity for study abroad increased from one to three years (MCI Gazette of 14 March 2019)","url":"http://www.catchnews.com/education-news/neet-exam-2019-alert-this-new-change-will-give-a-sigh-of-relief-to-candidates-planning-to-study-mbbs-154300.html","date":"2019-03-26"},{"title":"NDTV, as republished by Ulektz News: the Gazette wording (valid for three years from the declaration, including any pre-medical or language course)","url":"https://ulektznews.com/2019/03/25/neet-mandatory-for-students-willing-to-study-mbbs-abroad-mci-notification/amp","date":"2019-03-25"},{"title":"Sify (IANS): NEET mandatory for candidates who take admission to a medical course abroad after May 2018","url":"http://www.sify.com/news/neet-mandatory-for-candidates-to-pursue-medical-degree-from-abroad-after-may-2018-news-national-scxm3Jdhbifbf.html","date":"2018-02-23"},{"title":"Careers360: Supreme Court upholds the NEET requirement for medical study abroad, via the project facts sheet","url":null,"date":"2025-02-20"},{"title":"Verdictum: Supreme Court upholds NEET mandate for Indian students pursuing medical education abroad (one-time exemption refused), undated, stored copy read","url":"https://www.verdictum.in/amp/court-updates/supreme-court/supreme-court-upholds-neet-mandate-for-indian-students-pursuing-medical-education-abroad-1568724","date":"2026-11-25"}]$post$::jsonb, 'published', '2026-11-20T00:00:00+05:30', NULL, 'editorial desk', 'editorial desk'),
($post$how-to-read-an-fmgl-2021-checklist$post$, $post$blog$post$, $post$Universities$post$, $post$How to read an FMGL 2021 checklist$post$, $post$India's FMGL Regulations 2021 set six conditions a foreign medical course must meet. What each one means, and how to read Met, Contested, Not met and Unverified on our pages.$post$,
$post$Every university page on this site carries an FMGL 2021 checklist. This article explains what it checks, what its four labels mean, and what to do with them.

## Why a checklist and not an approval

India's National Medical Commission (NMC) does not approve, endorse or publish a list of foreign universities. Any claim of NMC approval for a foreign university is false, and a good reason to ask more questions.

What counts is whether the course meets the Foreign Medical Graduate Licentiate Regulations, 2021 (FMGL), notified on 18 November 2021. They govern students who joined a foreign course after that date; students who joined before it come under the older Screening Test Regulations of 2002.

## The six conditions

1. **At least 54 months of study.** The medical course itself must last four and a half years or more.
2. **A 12-month internship at the same foreign institution.** An internship arranged somewhere else does not meet it.
3. **English medium throughout.** The whole course must be taught in English.
4. **A curriculum equivalent to the Indian MBBS.** The subjects and clinical training must match those the regulation lists.
5. **The whole course at one institution.** No part, internship included, may be done in another institution or country.
6. **A licence to practise in that country on a par with its citizens.** The graduate must be able to register there as a local graduate would.

One more condition sits with the student, not the university: the course must be completed within 10 years of joining. A failed year or a break counts against it, and no university can promise it for you.

After graduating, the student must pass the FMGE and complete a 12-month supervised internship in India. NExT was notified in 2023 and then deferred; FMGE applies until the NMC announces NExT.

## Variations count

NMC advisories of 8 August 2023 and 22/26 November 2024 warned that any variation in duration, medium of instruction, syllabus, clinical training or internship may make a graduate ineligible for registration in India, and that the responsibility lies with the student. This matters most for the medium: in many countries classes are in English, but patients speak the local language.

## What the four labels mean

- **Met:** a source we could cite shows that the course meets the condition. The item shows the date we checked it.
- **Contested:** the evidence does not settle it, or India has not said whether the local arrangement counts. For example, in several countries classes are in English but students must use the local language with patients.
- **Not met:** the course, as its own rules describe it, does not meet the condition. Our Malaysian entries, for example, show the internship and licence conditions as not met: the course has no 12-month internship, and housemanship posts are generally for citizens.
- **Unverified:** we could not confirm it either way. It is not a yes. An unverified item carries no date, because nothing was confirmed.

A university page shows the university's own items where they differ from its country's, and the country's where they do not. Each item has a note and, where there is one, its source.

## How to use the checklist

- Read the note under each item, not only the label.
- For every item marked Contested or Unverified, ask the university for a written answer: the course length in months, where the internship is and how long it lasts, the language of the clinical years, and whether foreign graduates can get a licence there today.
- Keep those answers with the admission letter and the curriculum.
- Check the NMC's public notices before paying. The NMC does warn about named institutions, as it did about the Chirchik branch of Tashkent State Medical University on 21 July 2025.

Start with the [universities](/universities) list, and read the [country guides](/resources/guides) for what each country's checklist means in practice.$post$,
$post$[{"title":"SCC Online: National Medical Commission (Foreign Medical Graduate Licentiate) Regulations, 2021, notified on 18 November 2021","url":"https://www.scconline.com/blog/post/2021/11/26/national-medical-commission-foreign-medical-graduate-licentiate-regulations-2021/","date":"2021-11-26"},{"title":"Careers360: ensure all FMGL conditions are fulfilled before taking admission (NMC advisory of 8 August 2023)","url":"https://news.careers360.com/ensure-all-fmgl-conditions-are-fulfilled-taking-admission-nmc-tells-students-seeking-medical-education-abroad/amp","date":"2023-08-09"},{"title":"EdexLive: NMC advisory for students planning MBBS abroad (22 and 26 November 2024)","url":"https://www.edexlive.com/news/2024/Nov/28/planning-to-study-mbbs-abroad-nmc-issues-advisory-details-here","date":"2024-11-28"},{"title":"National Medical Commission: screening test page (\"does not endorse any list of Foreign Medical Institutions\"), undated, stored copy read","url":"https://nmc.org.in/?p=206","date":"2026-11-25"},{"title":"Embassy of India, Bishkek: advisory that the NMC does not approve or list foreign universities, via the project facts sheet","url":null,"date":"2026-11-24"}]$post$::jsonb, 'published', '2026-11-18T00:00:00+05:30', NULL, 'editorial desk', 'editorial desk'),
($post$monthly-living-costs-medical-student-abroad$post$, $post$blog$post$, $post$Student Life$post$, $post$What a month costs a medical student abroad$post$, $post$Monthly and yearly living costs from our twelve country guides, in one place. Every living cost here is our estimate except Vitebsk's USD 300-500 a month, the university's own figure.$post$,
$post$Tuition is only part of the bill. This article collects the living costs our twelve country guides show, so that you can compare them in one place.

## First, what these figures are

Almost all of them are **our estimates**, not quotes: our reading of typical student budgets, written as ranges. One figure comes from a university: Vitebsk State Medical University in Belarus puts living costs in Vitebsk (food, local transport and daily needs) at USD 300-500 a month. Treat every other number below as an estimate, and check it with the university and with students who live there.

Each guide keeps costs in two places:

- The **yearly costs** on the country page: hostel, food, insurance, visa and similar items.
- The **monthly list** in the [practical guide](/resources/guides) for each country: transport, phone, personal spending and, for some countries, food.

The practical guides also show each figure in rupees at a dated exchange rate. This article keeps the currencies the guides use.

## Country by country

The monthly figure below is our own sum of each guide's monthly list, so it is an estimate too. The yearly housing and food figures come from the country page and are estimates too. Some monthly items, such as winter clothing, are first-year purchases spread over twelve months.

- [Russia](/resources/guides/russia): USD 160-295 a month, food included. Hostel about USD 300-700 a year.
- [Georgia](/resources/guides/georgia): USD 190-375 a month, food included. Hostel or shared flat about USD 2,000-3,500 a year.
- [Belarus](/resources/guides/belarus): USD 300-500 a month in Vitebsk (the university's figure), plus about USD 30-80 of estimated extras. Hostel about USD 800-1,500 a year.
- [Moldova](/resources/guides/moldova): USD 180-305 a month, food included. Hostel about USD 600-1,200 a year.
- [Bulgaria](/resources/guides/bulgaria): EUR 253-435 a month, food included. University hostel about EUR 1,200-2,000 a year.
- [Bosnia](/resources/guides/bosnia): BAM 450-760 a month, food included. Private room or shared flat about EUR 2,400-4,200 a year.
- [Uzbekistan](/resources/guides/uzbekistan): USD 66-170 a month for extras beyond the mess. Food about USD 1,000-1,400 (Indian mess where offered) and hostel about USD 500-1,000 a year.
- [Kazakhstan](/resources/guides/kazakhstan): USD 95-237 a month for extras beyond the mess. Food about USD 1,200-1,500 (Indian mess where offered) and hostel about USD 800-1,200 a year.
- [Kyrgyzstan](/resources/guides/kyrgyzstan): USD 67-160 a month for extras beyond the mess. Food about USD 1,000-1,400 (Indian mess where offered) and hostel about USD 600-1,000 a year.
- [Philippines](/resources/guides/philippines): USD 88-210 a month, without housing or food. Hostel or dormitory about USD 1,200-2,000 and food about USD 1,200-1,800 a year.
- [Malaysia](/resources/guides/malaysia): MYR 340-930 a month, without accommodation, food or insurance. Accommodation about USD 2,000-4,500 and food and daily living about USD 2,000-3,000 a year.
- [Nepal](/resources/guides/nepal): NPR 7,000-18,000 a month, without hostel or mess. Hostel about USD 400-1,200 and mess food about USD 700-1,200 a year.

A note on Malaysia: our Malaysian entries show the FMGL internship and licence conditions as not met, so a Malaysian course is not a route to practising in India.

## Costs that come once a year, or once only

Most guides also list yearly medical insurance and visa or residence fees, again as estimates: in Russia, for example, compulsory medical insurance is about USD 100-250 a year. Bulgaria adds document validation and translation, about EUR 300-600 once. Since 1 July 2025 Malaysia has charged a 6% service tax on international tuition, a sourced figure rather than an estimate.

## How to use these numbers

- Ask the university for its current hostel fee in writing, and what it includes.
- Where the guide mentions an Indian mess, ask whether it is offered and what it costs.
- Add flights home: they are not in these monthly figures.
- Leave a margin. Rupee costs move with the exchange rate, and the guides name the date of the rate they use.$post$,
$post$[{"title":"VSMU: tuition fee and other expenses for foreign students (living costs USD 300-500 a month)","url":"https://www.vsmu.by/en/fpig-en/fpig-en-training/fpig-en-tuition-fee.html","date":"2026-11-24"},{"title":"The site's country modules (data/destinations): practical-guide monthly costs and yearly additional expenses, our estimates","url":null,"date":"2026-11-25"},{"title":"Monash University Malaysia 2026 guide: 6% service tax on international tuition from 1 July 2025, via the project facts sheet","url":null,"date":"2026-11-24"}]$post$::jsonb, 'published', '2026-11-22T00:00:00+05:30', '2026-11-25', 'editorial desk', 'editorial desk');
