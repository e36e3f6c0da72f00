"""Third fresh set of WikiTableQuestions-style count/total/average/difference questions, split DEV / TEST.

Written 2026-12-05 16:12-16:15 UTC by helper `fresh3` in crowd-worker style (own words for columns, partial values,
implied filters) without reading the engine, the golden sets or questions.tsv; frozen before any run.
(The note lives here, not in the .jsonl files: the evaluation reads every non-blank line as JSON.)

Tables: ../shared/eval/wtq-train-aggregates/tables, sorted, shuffled with random.seed(20261205); one question on
each of the first 120: the first 70 tables give DEV, the other 50 TEST, so the files share no table.

  data/golden/wtq-dev-fresh3.jsonl   70 questions, ids f3d-01 .. f3d-70
  data/golden/wtq-test-fresh3.jsonl  50 questions, ids f3t-01 .. f3t-50

Every answer is computed below from the cells. Run:
  python data/golden/make_wtq_fresh3.py           -> checks both files against the cells
  python data/golden/make_wtq_fresh3.py --write   -> writes them
"""
import random
from pathlib import Path
import sys
import os, re, json, openpyxl
HERE = Path(__file__).resolve().parent
D = str(HERE.parents[2] / 'shared' / 'eval' / 'wtq-train-aggregates' / 'tables')
_cache={}
def T(f):
    if f not in _cache:
        ws=openpyxl.load_workbook(os.path.join(D,f)).active
        rows=[[('' if c is None else str(c)) for c in r] for r in ws.iter_rows(values_only=True)]
        _cache[f]=(rows[0],rows[1:])
    return _cache[f]
def num(s):
    s=str(s).replace(',','').replace('−','-').replace('–','-').strip()
    m=re.match(r'^[-+]?\d*\.?\d+',s)
    if not m: raise ValueError(repr(s))
    return float(m.group())
def isnum(s):
    try: num(s); return True
    except: return False
def fmt(x):
    x=round(x,2)
    return str(int(x)) if x==int(x) else str(x)
def col(f,name):
    H,R=T(f)
    if isinstance(name,int): return name
    for i,h in enumerate(H):
        if h==name: return i
    for i,h in enumerate(H):
        if name.lower() in h.lower(): return i
    raise KeyError(name)
SHOW=[]
def rows(f, skip_total=True):
    H,R=T(f)
    out=[]
    for r in R:
        d={i:v for i,v in enumerate(r)}
        for i,h in enumerate(H):
            d.setdefault(h,r[i]); d[h.replace('\n',' ')]=r[i]
        out.append(d)
    return out
def cnt(f,pred):
    m=[d for d in rows(f) if pred(d)]
    SHOW.append(m); return len(m)
def sm(f,c,pred=lambda d:True):
    m=[d for d in rows(f) if pred(d)]
    SHOW.append([(d.get(0),d[c]) for d in m]); return sum(num(d[c]) for d in m)
def avg(f,c,pred=lambda d:True):
    m=[d for d in rows(f) if pred(d)]
    SHOW.append([(d.get(0),d[c]) for d in m]); return sum(num(d[c]) for d in m)/len(m)
def has(s,*ws): return any(w.lower() in s.lower() for w in ws)
def score(s):
    a,b=re.split(r'\s*[-–—]\s*',s.strip())[:2]; return int(num(a)),int(num(b))

Q=[]
def q(f,text,kind,fn): Q.append(dict(table=f,question=text,kind=kind,fn=fn))
F = sorted(os.listdir(D))
random.seed(20261205)
random.shuffle(F)

# 1
q('203-728.xlsx',"what was his average year end ranking from 2000 to 2009?","avg across year columns, year range",
  lambda: (lambda d: sum(num(d[str(y)]) for y in range(2000,2010))/10)([d for d in rows('203-728.xlsx') if d[0]=='Year End Ranking'][0]))
q('203-614.xlsx',"how many of these goals were scored in the us?","count, partial match in venue",
  lambda: cnt('203-614.xlsx',lambda d: 'United States' in d['Venue']))
q('203-429.xlsx',"how many times was the position 10th or better?","count, numeric comparison on ordinal",
  lambda: cnt('203-429.xlsx',lambda d: num(d['Position'])<=10))
q('204-877.xlsx',"how many league two goals did the forwards score combined?","sum, filter on position",
  lambda: sm('204-877.xlsx','League Two',lambda d: d['Position']=='FW'))
q('204-386.xlsx',"how many of her wins came by decision?","count, two filters, partial match",
  lambda: cnt('204-386.xlsx',lambda d: d['Res.']=='Win' and 'Decision' in d['Method']))
q('203-692.xlsx',"how many goals did the ifk norrkoping players score in total","sum, filter on club",
  lambda: sm('203-692.xlsx','goals',lambda d: d['club']=='IFK Norrköping'))
q('204-172.xlsx',"how many of the representatives were gurungs?","count, word inside name",
  lambda: cnt('204-172.xlsx',lambda d: 'Gurung' in d['Representative']))
q('204-784.xlsx',"how many players scored more than 3 goals overall?","count, numeric comparison, skip total row",
  lambda: cnt('204-784.xlsx',lambda d: d['Player']!='Total' and num(d['Total'])>3))
q('204-375.xlsx',"how many home games did they win?","count, two filters, parse score",
  lambda: cnt('204-375.xlsx',lambda d: d['H / A']=='H' and score(d['Result'])[0]>score(d['Result'])[1]))
q('204-680.xlsx',"how many big bang releases were in korean?","count, two filters",
  lambda: cnt('204-680.xlsx',lambda d: d['Artist']=='Big Bang' and d['Language']=='Korean'))
q('204-632.xlsx',"what's the combined separation in au for the ab and cd pairs?","sum over two named rows",
  lambda: sm('204-632.xlsx',2,lambda d: d[0] in ('AB','CD')))
q('204-964.xlsx',"how many more wins do the canadiens have than the maple leafs?","difference of two cells, partial team names",
  lambda: sm('204-964.xlsx','Wins',lambda d:'Canadiens' in d[0])-sm('204-964.xlsx','Wins',lambda d:d[0].startswith('Toronto Maple Leafs')))
q('203-584.xlsx',"how many races did he win at newmarket?","count, two filters",
  lambda: cnt('203-584.xlsx',lambda d: d['Course']=='Newmarket' and d['Place']=='1'))
q('204-935.xlsx',"how many winners were born in 1979","count, year inside date",
  lambda: cnt('204-935.xlsx',lambda d: d['Birth Date'].startswith('1979')))
q('204-270.xlsx',"how many transmitters are rated 0.1 kw or higher?","count, numeric comparison",
  lambda: cnt('204-270.xlsx',lambda d: num(d['kW'])>=0.1))
q('204-85.xlsx',"how many tournaments did colin montgomerie win","count, filter on winner",
  lambda: cnt('204-85.xlsx',lambda d: d['Winner']=='Colin Montgomerie'))
q('204-321.xlsx',"how many of the communities are in africa?","count, filter on region",
  lambda: cnt('204-321.xlsx',lambda d: d['Region']=='Africa'))
q('204-356.xlsx',"how many places are in madera county","count, filter on county",
  lambda: cnt('204-356.xlsx',lambda d: d['Principal county']=='Madera County'))
q('204-162.xlsx',"how many riders rode a honda?","count, filter on constructor",
  lambda: cnt('204-162.xlsx',lambda d: d['Constructor']=='Honda'))
q('202-99.xlsx',"how many months had a record high above 110 f?","count across month columns, numeric comparison",
  lambda: (lambda d: sum(1 for m in 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split() if num(d[m])>110))([d for d in rows('202-99.xlsx') if d[0].startswith('Record high')][0]))
# 21-38
q('204-365.xlsx',"how many singles made the polish charts?","count, non-empty filter (exclude dash)",
  lambda: cnt('204-365.xlsx',lambda d: d[3] not in ('—','')))
q('204-349.xlsx',"what was the total number of labour councillors in the 1950s?","sum, decade range",
  lambda: sm('204-349.xlsx',2,lambda d: 1950<=num(d['Year'])<=1959))
q('203-732.xlsx',"what was the average number of seats won in elections before 1960?","avg, year range",
  lambda: avg('203-732.xlsx','Seats',lambda d: num(d['Year'])<1960))
q('204-986.xlsx',"how many flag bearers were there before 2000?","count, year comparison",
  lambda: cnt('204-986.xlsx',lambda d: num(d['Event Year'])<2000))
q('204-871.xlsx',"how many shows did she do on canal 13","count, filter on channel",
  lambda: cnt('204-871.xlsx',lambda d: d['Channel']=='Canal 13'))
q('204-793.xlsx',"how many channels are broadcast out of newcomerstown?","count, filter on location",
  lambda: cnt('204-793.xlsx',lambda d: d['Location']=='Newcomerstown'))
q('203-74.xlsx',"what is the total population of the urban areas that are in the glasgow metro area?","sum, filter on metro area",
  lambda: sm('203-74.xlsx',2,lambda d: d['Metropolitan Area']=='Glasgow'))
q('204-427.xlsx',"how many creatures are listed on page 42?","count, filter on page",
  lambda: cnt('204-427.xlsx',lambda d: d['Page']=='42'))
q('203-154.xlsx',"what's the average max speed of these trains in km/h?","avg, whole column",
  lambda: avg('203-154.xlsx',6))
q('203-237.xlsx',"how many players were signed on a free?","count, filter on fee",
  lambda: cnt('203-237.xlsx',lambda d: d[9]=='Free'))
q('203-235.xlsx',"how many ships were built outside of germany?","count, negation",
  lambda: cnt('203-235.xlsx',lambda d: d['Country']!='Germany'))
q('204-910.xlsx',"what was the average result of the athletes from china?","avg, filter on nationality (exact, not chinese taipei)",
  lambda: avg('204-910.xlsx','Result',lambda d:d['Nationality']=='China'))
q('204-484.xlsx',"how many of the songs featured shameless","count, name inside list cell",
  lambda: cnt('204-484.xlsx',lambda d: 'Shameless' in d['Artists']))
q('203-147.xlsx',"what is the combined population of the 1st class municipalities?","sum, filter on class",
  lambda: sm('203-147.xlsx',4,lambda d: d[5]=='1st class'))
q('204-886.xlsx',"how many swimmers finished in under a minute?","count, time comparison",
  lambda: cnt('204-886.xlsx',lambda d: ':' not in d['Time'] and isnum(d['Time']) and num(d['Time'])<60))
q('204-298.xlsx',"how many times did she finish first?","count, filter on position",
  lambda: cnt('204-298.xlsx',lambda d: d['Position']=='1st'))
q('204-157.xlsx',"how many points did they score in total this season?","sum, parse score from result",
  lambda: sum(score(d['Result'][2:])[0] for d in rows('204-157.xlsx')))
q('203-456.xlsx',"how many players played in all 4 games in 1968?","count, parse number in cell",
  lambda: cnt('203-456.xlsx',lambda d: d['1968'].startswith('4(')))
# 39-56
q('203-105.xlsx',"how many more floors does the ids tower have than the foshay tower?","difference of two cells",
  lambda: (lambda a,b: a-b)(sm('203-105.xlsx','Floors',lambda d:d['Name']=='IDS Tower'), sm('203-105.xlsx','Floors',lambda d:d['Name']=='Foshay Tower')))
q('203-496.xlsx',"how many more medals in total did italy win than the usa?","difference of two totals",
  lambda: sm('203-496.xlsx','Total:',lambda d:d['Country:'].startswith('Italy'))-sm('203-496.xlsx','Total:',lambda d:d['Country:'].startswith('United States')))
q('203-375.xlsx',"how many of these pylons are in austria?","count, filter on country",
  lambda: cnt('203-375.xlsx',lambda d:d['Country']=='Austria'))
q('204-183.xlsx',"on average how many gold medals did each nation win?","avg, whole column",
  lambda: avg('204-183.xlsx','Gold'))
q('204-389.xlsx',"how many players were drafted out of lsu","count, filter on college",
  lambda: cnt('204-389.xlsx',lambda d:d['College']=='LSU'))
q('204-532.xlsx',"how many seasons did they spend in tier 4?","count, filter on tier",
  lambda: cnt('204-532.xlsx',lambda d:d['Tier']=='4'))
q('203-372.xlsx',"how many years was victor mendiboure in office?","difference of two cells in one row",
  lambda: (lambda d: num(d['To'])-num(d['From']))([d for d in rows('203-372.xlsx') if d['Name']=='Victor Mendiboure'][0]))
q('201-34.xlsx',"how many films did she appear in during the 1970s","count, decade range",
  lambda: cnt('201-34.xlsx',lambda d:1970<=num(d['Year'])<=1979))
q('204-778.xlsx',"what is the combined population of kilifi and mombasa?","sum over two named rows",
  lambda: sm('204-778.xlsx',4,lambda d:d['County'] in ('Kilifi','Mombasa')))
q('203-176.xlsx',"how many players got their first cap in the 1990s?","count, decade range inside date",
  lambda: cnt('203-176.xlsx',lambda d:d['First cap'][-4:-1]=='199'))
q('203-7.xlsx',"how many copies did madonna's singles sell in total?","sum, partial match on artist",
  lambda: sm('203-7.xlsx','Sales',lambda d:'Madonna' in d['Artist']))
q('203-99.xlsx',"how many times did a penske driver win?","count, partial match on team",
  lambda: cnt('203-99.xlsx',lambda d:'Penske' in d['Team']))
q('204-678.xlsx',"how many of the records listed were set in 1995?","count, year inside date",
  lambda: cnt('204-678.xlsx',lambda d:'1995' in d['Date']))
q('203-506.xlsx',"against how many teams do they have a 100% win record?","count, filter on percentage",
  lambda: cnt('203-506.xlsx',lambda d:d['% Won Overall']=='100%'))
q('204-783.xlsx',"how many of these players signed with the bears?","count, partial match on team",
  lambda: cnt('204-783.xlsx',lambda d:'Bears' in d['2013 team']))
q('203-764.xlsx',"what is the total number of ships in the us classes from 1943?","sum, two filters",
  lambda: sm('203-764.xlsx','Number',lambda d:d['Nation']=='US' and d['Date']=='1943'))
q('204-867.xlsx',"what was the average age at execution of the women executed in texas?","avg, filter on state",
  lambda: avg('204-867.xlsx',3,lambda d:d['State']=='Texas'))
q('204-923.xlsx',"how many times did a club go into administration in 2002?","count, year inside date",
  lambda: cnt('204-923.xlsx',lambda d:'2002' in d[1]))
# 57-72
q('201-1.xlsx',"how many years did michel deuzet serve as mayor?","difference of two cells in one row",
  lambda: (lambda d: num(d['To'])-num(d['From']))([d for d in rows('201-1.xlsx') if d['Name']=='Michel Deuzet'][0]))
q('203-473.xlsx',"how many of his wins came in a playoff","count, filter on margin",
  lambda: cnt('203-473.xlsx',lambda d:d[4]=='Playoff'))
q('203-134.xlsx',"how many strokes behind dustin johnson was tiger woods?","difference, parse total from score cell",
  lambda: (lambda g: g('Tiger Woods')-g('Dustin Johnson'))(lambda p: num([d for d in rows('203-134.xlsx') if d['Player']==p][0]['Score'].split('=')[1])))
q('204-489.xlsx',"how many buildings have more than 15 floors","count, numeric comparison, blanks",
  lambda: cnt('204-489.xlsx',lambda d:isnum(d['Floors']) and num(d['Floors'])>15))
q('203-22.xlsx',"how many songs scored between 100 and 130 points?","count, numeric range (shifted cells in 2 rows)",
  lambda: cnt('203-22.xlsx',lambda d: 100<=[num(d[i]) for i in range(3,7) if d.get(i) and isnum(d[i]) and not d[i][0].isalpha()][0]<=130))
q('204-726.xlsx',"how many skaters were from norway or poland?","count, two named values",
  lambda: cnt('204-726.xlsx',lambda d:d['Country'] in ('Norway','Poland')))
q('204-275.xlsx',"how many friendly games did they play in 2010?","count, filter on game type",
  lambda: cnt('204-275.xlsx',lambda d:d['Type of game']=='Friendly' and '2010' in d['Date']))
q('203-207.xlsx',"how many sites were notified before 1960?","count, year comparison",
  lambda: cnt('203-207.xlsx',lambda d:num(d['Year in which notified'])<1960))
q('204-399.xlsx',"how many finals did he lose to steve davis?","count, two filters",
  lambda: cnt('204-399.xlsx',lambda d:d['Outcome']=='Runner-up' and d['Opponent in the final']=='Steve Davis'))
q('204-228.xlsx',"how many of these films did he produce","count, filter on credit",
  lambda: cnt('204-228.xlsx',lambda d:d['Credit']=='Producer'))
q('203-817.xlsx',"how many seats were a democratic gain?","count, phrase inside longer cell",
  lambda: cnt('203-817.xlsx',lambda d:'Democratic gain' in d['Result']))
q('204-277.xlsx',"how many shake tables are in india","count, filter on country",
  lambda: cnt('204-277.xlsx',lambda d:d['Country']=='India'))
q('203-797.xlsx',"how many films did he appear in in 2013?","count, two filters",
  lambda: cnt('203-797.xlsx',lambda d:d['Genre']=='Film' and d['Year']=='2013'))
q('203-350.xlsx',"how many total goals were scored in all the 2nd leg games?","sum, parse both sides of score",
  lambda: sum(sum(score(d['2nd leg'])) for d in rows('203-350.xlsx')))
q('203-305.xlsx',"how many canadians did they draft?","count, filter on nationality",
  lambda: cnt('203-305.xlsx',lambda d:d['Nationality']=='Canada'))
q('203-793.xlsx',"how many of his goals came in friendlies","count, filter on competition",
  lambda: cnt('203-793.xlsx',lambda d:d['Competition']=='Friendly'))
# 73-90
q('203-393.xlsx',"how many films did they produce in the 1980s?","count, decade range",
  lambda: cnt('203-393.xlsx',lambda d:1980<=num(d['Year'])<=1989))
q('204-574.xlsx',"how many songs came out in 2005","count, filter on year",
  lambda: cnt('204-574.xlsx',lambda d:d['Year']=='2005'))
q('204-631.xlsx',"how many tracks are from the alexandria soundtrack?","count, partial value match",
  lambda: cnt('204-631.xlsx',lambda d:'Alexandria' in d['Original Album']))
q('203-28.xlsx',"how many top 5 finishes came in the 20 km event?","count, filter + ordinal comparison",
  lambda: cnt('203-28.xlsx',lambda d:d['Event']=='20 km' and num(d['Position'])<=5))
q('204-922.xlsx',"how many bronze medals did colombia and peru win combined?","sum over two named rows",
  lambda: sm('204-922.xlsx','Bronze',lambda d:d['Nation'] in ('Colombia','Peru')))
q('204-23.xlsx',"how many days in total did the public enemy hold the titles?","sum, partial match on team name",
  lambda: sm('204-23.xlsx','Days held',lambda d:'Public Enemy' in d['Wrestlers']))
q('204-78.xlsx',"how many of the trains go to tirupati?","count, filter on destination",
  lambda: cnt('204-78.xlsx',lambda d:'Tirupati' in d['Destination']))
q('204-898.xlsx',"how many teams had a winning record in conference play?","count, parse W-L and compare",
  lambda: cnt('204-898.xlsx',lambda d:score(d['Conf (Overall)'].split()[0])[0]>score(d['Conf (Overall)'].split()[0])[1]))
q('203-138.xlsx',"how many of his goals came in euro 2008 qualifying?","count, filter on competition",
  lambda: cnt('203-138.xlsx',lambda d:d['Competition']=='UEFA Euro 2008 qualifying'))
q('203-156.xlsx',"how many managers left by mutual consent","count, partial match",
  lambda: cnt('203-156.xlsx',lambda d:'Mutual consent' in d['Manner of departure']))
q('203-246.xlsx',"how many matches did they win in total in the v premier seasons?","sum, filter on league",
  lambda: sm('203-246.xlsx','Win',lambda d:d[0]=='V・Premier'))
q('202-279.xlsx',"how many movies did he appear in in 2007","count, filter on year",
  lambda: cnt('202-279.xlsx',lambda d:d['Year']=='2007'))
q('203-731.xlsx',"what's the average altitude of these cities?","avg, whole column",
  lambda: avg('203-731.xlsx',5))
q('203-853.xlsx',"how many games did they lose in overtime?","count, two conditions in one cell",
  lambda: cnt('203-853.xlsx',lambda d:d['Result'].startswith('L') and 'OT' in d['Result']))
q('203-586.xlsx',"how many nations qualified through the 2008 worlds","count, filter on tournament",
  lambda: cnt('203-586.xlsx',lambda d:d['Qualification Tournament']=='2008 Worlds'))
q('204-876.xlsx',"how many of these are in the ecclesiastical province of luanda?","count, filter on province",
  lambda: cnt('204-876.xlsx',lambda d:d['Ecclesiastical Province']=='Luanda'))
q('202-83.xlsx',"how many games did he play for washington in total?","sum, filter on team",
  lambda: sm('202-83.xlsx','GP',lambda d:d['Team']=='Washington'))
q('203-362.xlsx',"how many schools from belfast have won at least one outright title?","count, filter + numeric comparison",
  lambda: cnt('203-362.xlsx',lambda d:d['Location']=='Belfast' and num(d['Outright Titles'])>=1))
# 91-106
q('203-794.xlsx',"how many times was the event held in orlando","count, filter on location (messy rows)",
  lambda: cnt('203-794.xlsx',lambda d:d['Location']=='Orlando'))
q('204-609.xlsx',"how many laps did he complete in total in the 1950s?","sum, decade range, skip totals",
  lambda: sm('204-609.xlsx','Laps',lambda d:d['Year']!='Totals' and 1950<=num(d['Year'])<=1959))
q('204-833.xlsx',"how many road games did they win?","count, two conditions (@ and W)",
  lambda: cnt('204-833.xlsx',lambda d:d['Team'].startswith('@') and d['Score'].startswith('W')))
q('204-256.xlsx',"how many points separated the first and last place teams?","difference, first vs last row",
  lambda: (lambda R: num(R[0]['Points'])-num(R[-1]['Points']))(rows('204-256.xlsx')))
q('204-649.xlsx',"how many of the buildings were built before 1950?","count, year comparison",
  lambda: cnt('204-649.xlsx',lambda d:num(d['Year'])<1950))
q('204-249.xlsx',"how many intersections are in the r.m. of rhineland","count, filter on municipality",
  lambda: cnt('204-249.xlsx',lambda d:d['Municipality']=='R.M. of Rhineland'))
q('204-606.xlsx',"in how many counties did bush get a higher percentage than kerry?","count, compare two columns",
  lambda: cnt('204-606.xlsx',lambda d:num(d[3].rstrip('%'))>num(d[1].rstrip('%'))))
q('204-431.xlsx',"how many of the yachts are from nsw?","count, filter on state",
  lambda: cnt('204-431.xlsx',lambda d:d['Nation']=='(NSW)'))
q('204-671.xlsx',"how many of these series had 20 episodes?","count, filter on episodes (messy rows)",
  lambda: cnt('204-671.xlsx',lambda d:d[2].strip()=='20'))
q('204-423.xlsx',"how many of the sites are in coldwater","count, filter on city",
  lambda: cnt('204-423.xlsx',lambda d:d['City']=='Coldwater'))
q('204-107.xlsx',"how many more golds did the netherlands win than italy?","difference of two cells",
  lambda: sm('204-107.xlsx','Gold',lambda d:d['Nation']=='Netherlands')-sm('204-107.xlsx','Gold',lambda d:d['Nation']=='Italy'))
q('201-19.xlsx',"what was the total gross of the 20th century fox films?","sum, filter on studio, currency",
  lambda: sum(num(d['Gross'].lstrip('$')) for d in rows('201-19.xlsx') if d['Studio']=='20th Century Fox'))
q('204-195.xlsx',"what's the total capacity of the arenas in tel aviv?","sum, filter on city",
  lambda: sm('204-195.xlsx','Capacity',lambda d:d['Home city']=='Tel Aviv'))
q('204-244.xlsx',"what was the average us peak of his albums?","avg, whole column",
  lambda: avg('204-244.xlsx',2))
q('204-592.xlsx',"how many more performances did cats have than les miserables?","difference of two cells",
  lambda: sm('204-592.xlsx','Performances',lambda d:d['Title']=='Cats')-sm('204-592.xlsx','Performances',lambda d:d['Title']=='Les Misérables'))
q('203-76.xlsx',"how many points did the mclaren drivers score combined?","sum, partial match on constructor",
  lambda: sm('203-76.xlsx','Points',lambda d:'McLaren' in d['Constructor']))
# 107-120
q('203-838.xlsx',"how many times did a volkswagen win world car of the year?","count, winner is first line of a multi-line cell, partial match",
  lambda: cnt('203-838.xlsx',lambda d:d['World Car of the Year'].split('\n')[0].startswith('Volkswagen')))
q('203-121.xlsx',"how many goals did the forwards score in total","sum, filter on position",
  lambda: sm('203-121.xlsx','goals',lambda d:d['pos.']=='FW'))
q('203-631.xlsx',"how many of these shows did charmaine sheh win?","count, name inside list cell",
  lambda: cnt('203-631.xlsx',lambda d:'Charmaine Sheh' in d['Winner(s)']))
q('204-337.xlsx',"how many awards did it win in 2011","count, two filters",
  lambda: cnt('204-337.xlsx',lambda d:d['Year']=='2011' and d['Result']=='Won'))
q('204-132.xlsx',"how many times did the united states win the men's team event?","count, filter on one column",
  lambda: cnt('204-132.xlsx',lambda d:d["Men's Team"]=='United States'))
q('204-33.xlsx',"how many boats were built by williams & nixon?","count, partial match on builder",
  lambda: cnt('204-33.xlsx',lambda d:'Williams & Nixon' in d['Boat Builder']))
q('204-73.xlsx',"how many home games did they win?","count, negation (no @) + result",
  lambda: cnt('204-73.xlsx',lambda d:not d['Opponent'].startswith('@') and d['Result']=='Win'))
q('204-200.xlsx',"how many of the standards are from wg 2?","count, filter on working group",
  lambda: cnt('204-200.xlsx',lambda d:d['WG']=='2'))
q('204-624.xlsx',"what is the total enrollment of the schools in st. joseph?","sum, filter on town",
  lambda: sm('204-624.xlsx',4,lambda d:d['Town']=='St. Joseph'))
q('204-599.xlsx',"how many more seats did the octobrists have in the third duma than in the second?","difference of two cells in one row",
  lambda: (lambda d: num(d['Third Duma'])-num(d['Second Duma']))([d for d in rows('204-599.xlsx') if d['Party']=='Octobrist Party'][0]))
q('204-154.xlsx',"what's the average number of runs for these players?","avg, whole column",
  lambda: avg('204-154.xlsx','Runs'))
q('203-502.xlsx',"how many teams have never won the title?","count, negation (zero titles)",
  lambda: cnt('203-502.xlsx',lambda d:num(d['Titles'])==0))
q('204-422.xlsx',"how many swimmers were from canada or great britain?","count, two named values",
  lambda: cnt('204-422.xlsx',lambda d:d['Nationality'] in ('Canada','Great Britain')))
q('203-417.xlsx',"how many quarterbacks were drafted?","count, filter on position",
  lambda: cnt('203-417.xlsx',lambda d:d['Pos.']=='QB'))

# ---- build / verify ----
def build():
    byt={x['table']:x for x in Q}
    assert len(byt)==len(Q), 'duplicate table'
    assert set(byt)==set(F[:120]), set(byt)^set(F[:120])
    out={'dev':[],'test':[]}
    for i,f in enumerate(F[:120]):
        x=byt[f]
        split='dev' if i<70 else 'test'
        n=len(out[split])+1
        out[split].append(dict(id=(f"f3d-{n:02d}" if split=='dev' else f"f3t-{n:02d}"),question=x['question'],table=f,answer=fmt(x['fn']()),kind=x['kind']))
    return out
PATHS={'dev': HERE / 'wtq-dev-fresh3.jsonl', 'test': HERE / 'wtq-test-fresh3.jsonl'}
if __name__=='__main__':
    out=build()
    if '--write' in sys.argv:
        for k,p in PATHS.items():
            with open(p,'w',encoding='utf-8') as fh:
                for r in out[k]: fh.write(json.dumps(r,ensure_ascii=False)+'\n')
    n=0
    for k,p in PATHS.items():
        rows_=[json.loads(l) for l in open(p,encoding='utf-8')]
        assert len(rows_)==len(out[k])
        for a,b in zip(rows_,out[k]):
            assert a==b,(a,b); n+=1
    print('verified',n,'answers')
